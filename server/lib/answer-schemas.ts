/**
 * zod schemas of the answers routes share (and so /api/openapi.json): the error answers and the
 * paged list answer `{ success, data: [...], message?, meta: { pagination } }` (ARCHITECTURE
 * "API conventions").
 */
import { z } from 'zod';
import { errorResponseSchema, paginationSchema } from '@/contract/api';

export const errorAnswers = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
} as const;

export const paginationMetaSchema = z.object({ pagination: paginationSchema });

export function pagedAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    message: z.string().optional(),
    meta: paginationMetaSchema,
  });
}
