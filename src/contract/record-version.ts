/**
 * No silent overwrite (issue 24): a write that changes a record says which version of it the
 * change was made from, the record's `updatedAt` as its read answered it, in `If-Match`. When the
 * record has changed since (someone else saved it meanwhile, or the write waited on a device
 * through an outage), the server applies nothing and answers 412 with the record as it is now;
 * the app shows the two versions field by field (src/lib/conflicts). A write without `If-Match`
 * (an API user, an older app) is applied as before.
 *
 * An endpoint opts in with `versionedBy` (src/contract/endpoint.ts): the read at the same path
 * whose answer's `data.updatedAt` is the version.
 */
import { z } from 'zod';

export const VERSION_HEADER = 'If-Match';

export const RECORD_VERSION_MESSAGES = {
  changedSince: 'Someone else changed this record after this change was made. Compare the two versions and choose what to keep.',
} as const;

/**
 * Fields a versioned edit's body may carry that instruct the server rather than set a field of
 * the record (save although the phone is another visitor's; mark a day that is not a school day):
 * the record does not show them, so they are never compared; sent again as they were.
 */
export const BODY_INSTRUCTIONS: readonly string[] = ['allowDuplicatePhone', 'override'];

/** The header's value for a record read with this `updatedAt` (an HTTP entity tag: quoted). */
export function versionTag(updatedAt: string): string {
  return `"${updatedAt}"`;
}

/**
 * The `updatedAt` a header names, or null when it names none to compare: absent, or `*` ("any
 * version"). A weak tag (`W/"…"`) is read as its value.
 */
export function versionOfTag(header: string | readonly string[] | undefined): string | null {
  const value = (typeof header === 'string' ? header : header?.[0])?.trim();
  if (!value || value === '*') return null;
  const tag = value.startsWith('W/') ? value.slice(2) : value;
  return tag.length >= 2 && tag.startsWith('"') && tag.endsWith('"') ? tag.slice(1, -1) : tag;
}

/** The 412 answer: the message, and the record as the server has it now (the read's `data`). */
export function staleVersionAnswerSchema<T extends z.ZodType>(record: T) {
  return z.object({ success: z.literal(false), message: z.string(), current: record });
}

/** The 412 answer as the app reads it, whatever the record. */
export const staleVersionAnswer = staleVersionAnswerSchema(z.record(z.string(), z.unknown()));
export type StaleVersionAnswer = z.infer<typeof staleVersionAnswer>;
