/** Path and query parameters the messaging routes share. */
import { z } from 'zod';
import { coercedIdSchema } from '@/contract/ids';

const id = coercedIdSchema;

export const idParams = z.object({ id });
export const callParams = z.object({ id, callId: id });
export const tags = ['messaging'];
