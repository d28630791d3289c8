import type { z } from 'zod';
import type { ApiAnswer } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';

/**
 * The answer checked against its contract schema. A refusal in a 200 or a shape the contract does
 * not know (a server/client version mismatch, not the user's doing) becomes an ApiError with `failed`.
 */
export function readAnswer<T extends z.ZodType>(answer: ApiAnswer<unknown>, schema: T, failed: string): z.output<T> {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? failed, { status: 200 });
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    console.error(`Unexpected answer (${failed})`, parsed.error);
    throw new ApiError('HTTP', failed, { status: 200 });
  }
  return parsed.data;
}

/** A write's answer: the saved record, or null when the service worker queued the write (offline). */
export function readWriteAnswer<T extends z.ZodType>(answer: ApiAnswer<unknown>, schema: T, failed: string): z.output<T> | null {
  if (answer.success !== false && answer.queued === true) return null;
  return readAnswer(answer, schema, failed);
}
