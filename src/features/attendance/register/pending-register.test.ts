/**
 * A register waiting on this device, as the register shows it (issue 24): only this class and
 * day's, in the order they will be sent, Needs attention once one was refused; its marks laid over
 * the day's saved marks as the server will apply them (a time or remarks left out keep theirs).
 */
import { describe, expect, it } from 'vitest';
import { marksWithPending, pendingRegisterOf } from '@/features/attendance/register/pending-register';
import type { PendingWrite } from '@/lib/offline/outbox/pending-writes';

function waiting(requestId: string, body: unknown, state: PendingWrite['state'] = 'queued'): PendingWrite {
  return { requestId, state, createdAt: '2026-11-30T08:00:00.000Z', body, recordId: null, params: {} };
}

const DAY = '2026-11-30';

describe('pendingRegisterOf', () => {
  it("folds this class and day's registers in order and leaves the others", () => {
    const writes = [
      waiting('first', { classId: 3, date: DAY, records: [{ studentId: 11, status: 'ABSENT' }] }),
      waiting('other class', { classId: 4, date: DAY, records: [{ studentId: 21, status: 'LATE' }] }),
      waiting('other day', { classId: 3, date: '2026-11-29', records: [{ studentId: 11, status: 'PRESENT' }] }),
      waiting('unreadable', null),
      waiting('second', { classId: 3, date: DAY, records: [{ studentId: 11, status: 'PRESENT' }, { studentId: 12, status: 'LATE', inTime: '08:10' }] }),
    ];
    expect(pendingRegisterOf(writes, 3, DAY)).toEqual({
      state: 'queued',
      records: [
        { studentId: 11, status: 'ABSENT' },
        { studentId: 11, status: 'PRESENT' },
        { studentId: 12, status: 'LATE', inTime: '08:10' },
      ],
    });
    expect(pendingRegisterOf(writes, 5, DAY)).toBeNull();
  });

  it('needs attention when the server refused any of them', () => {
    const writes = [
      waiting('refused', { classId: 3, date: DAY, records: [{ studentId: 11, status: 'ABSENT' }] }, 'attention'),
      waiting('later', { classId: 3, date: DAY, records: [{ studentId: 12, status: 'PRESENT' }] }),
    ];
    expect(pendingRegisterOf(writes, 3, DAY)?.state).toBe('attention');
  });
});

describe('marksWithPending', () => {
  const saved = [
    { studentId: 11, status: 'ABSENT' as const, inTime: null, remarks: 'Sick' },
    { studentId: 13, status: 'PRESENT' as const, inTime: null, remarks: null },
  ];

  it('sets the marks a waiting register names, keeps the rest, and keeps a time or remarks it leaves out', () => {
    const shown = marksWithPending(saved, {
      state: 'queued',
      records: [
        { studentId: 11, status: 'LATE', inTime: '08:20' },
        { studentId: 12, status: 'EXCUSED', remarks: 'Wedding' },
        { studentId: 12, status: 'PRESENT' },
      ],
    });
    expect(shown).toEqual([
      { studentId: 11, status: 'LATE', inTime: '08:20', remarks: 'Sick' },
      { studentId: 13, status: 'PRESENT', inTime: null, remarks: null },
      { studentId: 12, status: 'PRESENT', inTime: null, remarks: 'Wedding' },
    ]);
  });

  it('is the saved marks themselves when nothing waits', () => {
    expect(marksWithPending(saved, null)).toBe(saved);
  });
});
