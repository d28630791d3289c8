/**
 * An exam's grades waiting on this device, as its grade sheet shows them (issue 24): only this
 * exam's entries, in the order they will be sent, Needs attention once one was refused, laid over
 * the scores the server has.
 */
import { describe, expect, it } from 'vitest';
import { initialRows } from '@/features/exams/grades/grade-entry-tab';
import { pendingGradesOf } from '@/features/exams/grades/pending-grades';
import { makeResults } from '@/features/exams/testing/exam-fixture';
import type { PendingWrite } from '@/lib/offline/outbox/pending-writes';

function change(requestId: string, examId: number, body: unknown, state: PendingWrite['state'] = 'queued'): PendingWrite {
  return { requestId, state, createdAt: '2026-11-30T08:00:00.000Z', body, recordId: String(examId), params: { id: String(examId) } };
}

describe('pendingGradesOf', () => {
  it("folds this exam's entries in order, leaves the others, and needs attention when one was refused", () => {
    const changes = [
      change('first', 7, { records: [{ studentId: 11, score: 30, remarks: null }] }),
      change('other exam', 8, { records: [{ studentId: 11, score: 1, remarks: null }] }),
      change('unreadable', 7, null),
      change('second', 7, { records: [{ studentId: 11, score: 33, remarks: 'Better' }] }, 'attention'),
    ];
    expect(pendingGradesOf(changes, 7)).toEqual({
      state: 'attention',
      requestIds: 'first second',
      records: [
        { studentId: 11, score: 30, remarks: null },
        { studentId: 11, score: 33, remarks: 'Better' },
      ],
    });
    expect(pendingGradesOf(changes, 9)).toBeNull();
  });
});

describe('initialRows', () => {
  const students = [11, 12, 13].map((id) => ({ id }) as Parameters<typeof initialRows>[1][number]);

  it('lays the waiting grades over the saved ones, the later over the earlier', () => {
    const rows = initialRows(makeResults(), students, {
      state: 'queued',
      requestIds: 'a b',
      records: [
        { studentId: 13, score: 12, remarks: null },
        { studentId: 13, score: 14, remarks: 'Retake' },
      ],
    });
    expect(rows).toEqual({
      11: { score: '37', remarks: '' },
      12: { score: '25', remarks: '' },
      13: { score: '14', remarks: 'Retake' },
    });
  });
});
