/**
 * The front desk's clock (POST /attendances/mark-in-time, /mark-out-time). Marking in creates the
 * day's mark with the in time, LATE when the arrival is after the school's late-after time
 * (settings lateAfter, Kabul clock) and PRESENT otherwise; on the day's existing mark it sets the
 * in time and keeps the status someone chose (PRESENT, LATE, EXCUSED), except that a student
 * marked ABSENT who then arrives gets the arrival's status. Marking out sets the out time on the
 * day's mark: without a mark, or on an ABSENT one, it is 409 (mark in first); an out time before
 * the in time is 400. The time defaults to now in Kabul. On a day that is not a school day both
 * are refused (409) unless the press says `override: true` (requireSchoolDay).
 */
import { eq } from 'drizzle-orm';
import { absentCannotLeaveMessage, markInFirstMessage, type AttendanceStatus, type MarkTimeBody } from '@/contract/attendance';
import { attendance } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { KABUL_TIME_ZONE } from '../../lib/kabul-time';
import { readSchoolGeneralSettings } from '../settings/public';
import { findVisibleStudent } from '../students/public';
import type { MarkRow } from './attendance-mark-dto';
import { findVisibleMark } from './attendance-scope';
import { checkTimesInOrder, findDayMark, insertOnce, markDay, requireSchoolDay, type AttendanceWriteContext } from './attendance-repository';

const clockFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: KABUL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** HH:MM of an instant on the Kabul clock. */
export function kabulClock(instant: Date): string {
  return clockFormatter.format(instant);
}

/** LATE for an arrival after the late-after time (HH:MM, both on the Kabul clock), PRESENT up to and at it. */
export function arrivalStatus(time: string, lateAfter: string): AttendanceStatus {
  return time.slice(0, 5) > lateAfter ? 'LATE' : 'PRESENT';
}

export async function markIn({ tx, actor, now, today }: AttendanceWriteContext, body: MarkTimeBody): Promise<{ mark: MarkRow; created: boolean }> {
  const date = markDay(body.date, today);
  const time = body.time ?? kabulClock(now);
  const student = await findVisibleStudent(tx, actor, body.studentId);
  await requireSchoolDay(tx, student.schoolId, date, body.override);
  const { lateAfter } = await readSchoolGeneralSettings(tx, student.schoolId);
  const arrived = arrivalStatus(time, lateAfter);
  const existing = await findDayMark(tx, student.id, date);
  if (!existing) {
    const [row] = await insertOnce(date, () =>
      tx
        .insert(attendance)
        .values({ schoolId: student.schoolId, studentId: student.id, classId: student.classId, date, status: arrived, inTime: time, createdBy: actor.id, createdAt: now, updatedAt: now })
        .returning({ id: attendance.id }),
    );
    return { mark: await findVisibleMark(tx, actor, row.id), created: true };
  }
  checkTimesInOrder(time, existing.outTime);
  await tx
    .update(attendance)
    .set({ inTime: time, status: existing.status === 'ABSENT' ? arrived : existing.status, updatedAt: now })
    .where(eq(attendance.id, existing.id));
  return { mark: await findVisibleMark(tx, actor, existing.id), created: false };
}

export async function markOut({ tx, actor, now, today }: AttendanceWriteContext, body: MarkTimeBody): Promise<MarkRow> {
  const date = markDay(body.date, today);
  const time = body.time ?? kabulClock(now);
  const student = await findVisibleStudent(tx, actor, body.studentId);
  await requireSchoolDay(tx, student.schoolId, date, body.override);
  const existing = await findDayMark(tx, student.id, date);
  if (!existing) throw httpError(409, markInFirstMessage(date));
  if (existing.status === 'ABSENT') throw httpError(409, absentCannotLeaveMessage(date));
  checkTimesInOrder(existing.inTime, time);
  await tx.update(attendance).set({ outTime: time, updatedAt: now }).where(eq(attendance.id, existing.id));
  return findVisibleMark(tx, actor, existing.id);
}
