/**
 * A class's register saved on this device and not yet taken by the server (issue 24): the
 * register opens with the marks as they will be sent, laid over the day's saved marks, and says
 * it is waiting (Needs attention once the server refused it: the sync panel says why and offers
 * Fix or Discard). Once the server takes it, the day's marks are read again and show from the
 * server. Read from the outbox through the register's own definition (pending-writes.ts).
 */
import { useMemo } from 'react';
import { bulkAttendanceSchema, type BulkAttendanceBody } from '@/contract/attendance';
import { offlineWritesOf } from '@/contract/endpoint';
import { saveRegister } from '@/contract/endpoints/attendance/register';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { combinedState, usePendingWrites, useRefreshWhenSent, type PendingWrite } from '@/lib/offline/outbox/pending-writes';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';
import type { SavedMark } from '@/features/attendance/register/register-rows';

/** Only the register's definition: a gate press or a single mark is not a register. */
const REGISTER_WRITES = offlineWritesOf({ saveRegister });

export type PendingRegister = {
  /** Needs attention when any of them was refused, else Pending sync. */
  state: OutboxState;
  /** The marks each waiting register sends, oldest first (the order they will be applied in). */
  records: BulkAttendanceBody['records'];
};

/** The waiting registers of this class and day, folded into one; null when there is none. */
export function pendingRegisterOf(writes: readonly PendingWrite[], classId: number, date: string): PendingRegister | null {
  let state: OutboxState | null = null;
  const records: BulkAttendanceBody['records'] = [];
  for (const write of writes) {
    const parsed = bulkAttendanceSchema.safeParse(write.body);
    if (!parsed.success || parsed.data.classId !== classId || parsed.data.date !== date) continue;
    records.push(...parsed.data.records);
    state = combinedState(state, write.state);
  }
  return state === null ? null : { state, records };
}

/**
 * The day's marks with the waiting registers' laid over them, as the server will hold them once
 * it has applied them: a register sets the marks of the students it names (an in time or remarks
 * left out keep theirs) and leaves the rest.
 */
export function marksWithPending(marks: readonly SavedMark[], pending: PendingRegister | null): readonly SavedMark[] {
  if (pending === null) return marks;
  const byStudent = new Map<number, SavedMark>(marks.map((mark) => [mark.studentId, mark]));
  for (const record of pending.records) {
    const saved = byStudent.get(record.studentId);
    byStudent.set(record.studentId, {
      studentId: record.studentId,
      status: record.status,
      inTime: record.inTime ?? saved?.inTime ?? null,
      remarks: record.remarks ?? saved?.remarks ?? null,
    });
  }
  return [...byStudent.values()];
}

/** This class and day's waiting register, live; the day's marks are read again once it is sent. */
export function usePendingRegister(classId: number | null, date: string | null): PendingRegister | null {
  const pending = usePendingWrites(REGISTER_WRITES, 'attendance');
  useRefreshWhenSent(pending, attendanceKeys.all);
  return useMemo(() => (classId === null || date === null ? null : pendingRegisterOf(pending.created, classId, date)), [pending.created, classId, date]);
}
