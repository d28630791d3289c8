/** Path params the messaging endpoints share. */
import { z } from 'zod';
import { coercedIdSchema } from '@/contract/ids';

const id = coercedIdSchema;

export const idParamsSchema = z.object({ id });
export const callParamsSchema = z.object({ id, callId: id });
export const tags = ['messaging'];
