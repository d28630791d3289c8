/** Path and query parameters the messaging routes share. */
import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2147483647);

export const idParams = z.object({ id });
export const callParams = z.object({ id, callId: id });
export const tags = ['messaging'];
