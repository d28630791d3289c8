/**
 * The front desk's clock (POST /attendances/mark-in-time, /mark-out-time). Marking in creates the
 * day's mark as PRESENT with the in time, or sets the in time on the day's mark; a student marked
 * ABSENT who then arrives becomes LATE (they came after the register was taken). Marking out sets
 * the out time on the day's mark: without a mark, or on an ABSENT one, it is 409 (mark in first);
 * an out time before the in time is 400. The time defaults to now in Kabul.
 */
import { eq } from 'drizzle-orm';
import { absentCannotLeaveMessage, markInFirstMessage, type MarkTimeBody } from '@/contract/attendance';
import { attendance } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { KABUL_TIME_ZONE } from '../../lib/kabul-time';
import { findVisibleStudent } from '../students/student-stats-lookup';
import type { MarkRow } from './attendance-mark-dto';
import { findVisibleMark } from './attendance-scope';
import { checkTimesInOrder, findDayMark, insertOnce, markDay, type AttendanceWriteContext } from './attendance-writer';

const clockFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: KABUL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** HH:MM of an instant on the Kabul clock. */
export function kabulClock(instant: Date): string {
  return clockFormatter.format(instant);
}

export async function markIn({ tx, actor, now, today }: AttendanceWriteContext, body: MarkTimeBody): Promise<{ mark: MarkRow; created: boolean }> {
  const date = markDay(body.date, today);
  const time = body.time ?? kabulClock(now);
  const student = await findVisibleStudent(tx, actor, body.studentId);
  const existing = await findDayMark(tx, student.id, date);
  if (!existing) {
    const [row] = await insertOnce(date, () =>
      tx
        .insert(attendance)
        .values({ schoolId: student.schoolId, studentId: student.id, classId: student.classId, date, status: 'PRESENT', inTime: time, createdBy: actor.id, createdAt: now, updatedAt: now })
        .returning({ id: attendance.id }),
    );
    return { mark: await findVisibleMark(tx, actor, row.id), created: true };
  }
  checkTimesInOrder(time, existing.outTime);
  await tx
    .update(attendance)
    .set({ inTime: time, status: existing.status === 'ABSENT' ? 'LATE' : existing.status, updatedAt: now })
    .where(eq(attendance.id, existing.id));
  return { mark: await findVisibleMark(tx, actor, existing.id), created: false };
}

export async function markOut({ tx, actor, now, today }: AttendanceWriteContext, body: MarkTimeBody): Promise<MarkRow> {
  const date = markDay(body.date, today);
  const time = body.time ?? kabulClock(now);
  const student = await findVisibleStudent(tx, actor, body.studentId);
  const existing = await findDayMark(tx, student.id, date);
  if (!existing) throw httpError(409, markInFirstMessage(date));
  if (existing.status === 'ABSENT') throw httpError(409, absentCannotLeaveMessage(date));
  checkTimesInOrder(existing.inTime, time);
  await tx.update(attendance).set({ outTime: time, updatedAt: now }).where(eq(attendance.id, existing.id));
  return findVisibleMark(tx, actor, existing.id);
}
