/** The shape of every API answer (ARCHITECTURE "API conventions"). */
import { z } from 'zod';
import { pageSchema } from './ids';

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_SCHOOL_ID = 1;

/** `{ success, data, message, meta }` around a data schema. */
export function successResponse<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

/** `{ success, message, data }`: an answer whose message the server always sends (a write's). */
export function messageAnswer<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** A page of a list: `{ success, data: [...], message?, meta: { pagination } }`. */
export function pagedAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    message: z.string().optional(),
    meta: z.object({ pagination: paginationSchema }),
  });
}

/** A page of a list whose message the server always sends. */
export function pagedMessageAnswer<T extends z.ZodType>(item: T) {
  return pagedAnswer(item).extend({ message: z.string() });
}

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The service worker's answer to a write it stored for later (issue: offline-first). */
export const queuedResponseSchema = z.object({ success: z.literal(true), queued: z.literal(true) });

/**
 * The `limit` of a picker lookup (GET /staff, /teachers, /students): `all` returns every active
 * row in scope (the pickers cache it), a number pages as usual.
 */
export function lookupLimitSchema(defaultSize: number) {
  return z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(defaultSize);
}

export const pageQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_PAGE_SIZE),
});

/** Headers the client sends on every request (spec part 1 §7). */
export const CLIENT_HEADERS = {
  deviceType: 'X-Device-Type',
  clientVersion: 'X-Client-Version',
  requestTimestamp: 'X-Request-Timestamp',
  requestId: 'X-Request-ID',
} as const;
export const CLIENT_VERSION = '1.0.0';
