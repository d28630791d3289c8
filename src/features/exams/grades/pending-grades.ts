/**
 * An exam's grades saved on this device and not yet taken by the server (issue 24): the grade
 * sheet opens with the scores as they will be sent, laid over the scores the server has, and says
 * they wait (Needs attention once refused: the sync panel says why and offers Fix or Discard).
 * Once the server takes them, the exam's results are read again. Read from the outbox through
 * the grade entry's own definition (pending-writes.ts); only the signed-in user's.
 */
import { useMemo } from 'react';
import { offlineWritesOf } from '@/contract/endpoint';
import { enterGrades } from '@/contract/endpoints/exams';
import { gradeEntrySchema, type GradeEntry } from '@/contract/exams';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { combinedState, usePendingWrites, useRefreshWhenSent, type PendingWrite } from '@/lib/offline/outbox/pending-writes';
import { examKeys } from '@/features/exams/api/exam-keys';

const GRADE_WRITES = offlineWritesOf({ enterGrades });

export type PendingGrades = {
  /** Needs attention when any of them was refused, else Pending sync. */
  state: OutboxState;
  /** Their X-Request-IDs: a sheet starts afresh when they change. */
  requestIds: string;
  /** The grades each waiting entry sends, oldest first (the order they will be applied in). */
  records: GradeEntry['records'];
};

/** This exam's waiting grade entries, folded into one; null when there is none. */
export function pendingGradesOf(changes: readonly PendingWrite[], examId: number): PendingGrades | null {
  let state: OutboxState | null = null;
  const requestIds: string[] = [];
  const records: GradeEntry['records'] = [];
  for (const write of changes) {
    if (write.recordId !== String(examId)) continue;
    const parsed = gradeEntrySchema.safeParse(write.body);
    if (!parsed.success) continue;
    requestIds.push(write.requestId);
    records.push(...parsed.data.records);
    state = combinedState(state, write.state);
  }
  return state === null ? null : { state, requestIds: requestIds.join(' '), records };
}

/** This exam's waiting grades, live; its results are read again once they are sent. */
export function usePendingGrades(examId: number | null): PendingGrades | null {
  const pending = usePendingWrites(GRADE_WRITES, 'exam');
  useRefreshWhenSent(pending, examKeys.all);
  return useMemo(() => (examId === null ? null : pendingGradesOf(pending.changes, examId)), [pending.changes, examId]);
}
