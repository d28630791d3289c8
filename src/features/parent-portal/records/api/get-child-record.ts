/**
 * The one read of a child's record under the parent's path: GET, refuse `success: false`, and
 * parse the answer's record (an object) or list with the contract's schema. A failure without the
 * server's reason carries an empty message, so the section shows its own translated fallback.
 */
import type { z } from 'zod';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { readPortalList, readPortalRecord } from '@/features/parent-portal/api/read-portal-answer';
import { childRecordPath } from '@/features/parent-portal/records/api/child-record-path';

export type ChildRecordRead<S extends z.ZodType> = {
  parentId: number;
  studentId: number;
  part: string;
  schema: S;
  /** 'record': the answer is one object; 'list': an array. */
  shape: 'record' | 'list';
  signal?: AbortSignal;
};

export async function getChildRecord<S extends z.ZodType>({ parentId, studentId, part, schema, shape, signal }: ChildRecordRead<S>): Promise<z.infer<S>> {
  const answer = await api.get<unknown>(childRecordPath(parentId, studentId, part), { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? '', { status: 200 });
  const parsed = schema.safeParse(shape === 'record' ? readPortalRecord(answer) : readPortalList(answer));
  if (!parsed.success) {
    console.error(`Unexpected ${part} answer`, parsed.error);
    throw new ApiError('HTTP', '', { status: 200 });
  }
  return parsed.data;
}
