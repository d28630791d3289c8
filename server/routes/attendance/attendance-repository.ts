/**
 * Writing marks in the route's write transaction (app.writeTransaction: one transaction, replayed
 * once by X-Request-ID): create one, edit one, soft delete one. A mark belongs to its student's
 * school and, when created, to the student's class of the moment; createdBy is the user who
 * marked it. Only one live mark per student and day: a second answers 409 (checked first for a
 * clear answer, and by the unique index for a race).
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  ATTENDANCE_MESSAGES,
  duplicateMarkMessage,
  type AttendanceCreateBody,
  type AttendanceUpdateBody,
} from '@/contract/attendance';
import type { DbOrTx } from '../../db/connection';
import { attendance } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { isSchoolDay } from '../../lib/figures/school-days';
import { httpError } from '../../lib/http-error';
import type { AuthUser } from '../../types';
import { readSchoolCalendar } from '../settings/public';
import { findVisibleStudent } from '../students/public';
import { clockOf, type MarkRow } from './attendance-mark-dto';
import { findVisibleMark } from './attendance-scope';

export type AttendanceWriteContext = { tx: DbOrTx; actor: AuthUser; now: Date; today: string };

/** The day of a write: the one sent or today; a day still to come is refused. */
export function markDay(date: string | undefined, today: string): string {
  const day = date ?? today;
  if (day > today) throw httpError(400, ATTENDANCE_MESSAGES.futureDate, { date: ATTENDANCE_MESSAGES.futureDate });
  return day;
}

/**
 * Every write of a mark (the register, one mark, an edit, the gate's arrivals and departures) is
 * made on a school day of the mark's school; on a weekend day or a holiday only when the request
 * says `override: true` (409 otherwise, one message for all). A delete needs no override.
 */
export async function requireSchoolDay(tx: DbOrTx, schoolId: number, date: string, override: boolean | undefined): Promise<void> {
  if (override === true) return;
  if (!isSchoolDay(date, await readSchoolCalendar(tx, schoolId))) throw httpError(409, ATTENDANCE_MESSAGES.notSchoolDay);
}

export function checkTimesInOrder(inTime: string | null | undefined, outTime: string | null | undefined): void {
  if (inTime && outTime && clockOf(outTime)! < clockOf(inTime)!) {
    throw httpError(400, ATTENDANCE_MESSAGES.outBeforeIn, { outTime: ATTENDANCE_MESSAGES.outBeforeIn });
  }
}

/** The live mark of a student on a day (locked for the rest of the transaction), or undefined. */
export async function findDayMark(tx: DbOrTx, studentId: number, date: string) {
  const [row] = await tx
    .select()
    .from(attendance)
    .where(and(eq(attendance.studentId, studentId), eq(attendance.date, date), isNull(attendance.deletedAt)))
    .for('update');
  return row;
}

/** Runs an insert; a unique violation (a mark of the same student and day got there first) is 409. */
export async function insertOnce<T>(date: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, duplicateMarkMessage(date));
    throw error;
  }
}

export async function createMark({ tx, actor, now, today }: AttendanceWriteContext, body: AttendanceCreateBody): Promise<MarkRow> {
  const date = markDay(body.date, today);
  const student = await findVisibleStudent(tx, actor, body.studentId);
  await requireSchoolDay(tx, student.schoolId, date, body.override);
  if (await findDayMark(tx, student.id, date)) throw httpError(409, duplicateMarkMessage(date));
  const [row] = await insertOnce(date, () =>
    tx
      .insert(attendance)
      .values({
        schoolId: student.schoolId,
        studentId: student.id,
        classId: student.classId,
        date,
        status: body.status,
        inTime: body.inTime ?? null,
        outTime: body.outTime ?? null,
        remarks: body.remarks ?? null,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: attendance.id }),
  );
  return findVisibleMark(tx, actor, row.id);
}

export async function updateMark({ tx, actor, now }: AttendanceWriteContext, id: number, body: AttendanceUpdateBody): Promise<MarkRow> {
  const before = await findVisibleMark(tx, actor, id);
  const { override, ...fields } = body;
  await requireSchoolDay(tx, before.schoolId, before.date, override);
  checkTimesInOrder(fields.inTime === undefined ? before.inTime : fields.inTime, fields.outTime === undefined ? before.outTime : fields.outTime);
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await tx
    .update(attendance)
    .set({ ...changes, updatedAt: now })
    .where(eq(attendance.id, id));
  return findVisibleMark(tx, actor, id);
}

/** Soft deletes the mark; the answer is the mark as it was. */
export async function softDeleteMark({ tx, actor, now }: AttendanceWriteContext, id: number): Promise<MarkRow> {
  const before = await findVisibleMark(tx, actor, id);
  await tx.update(attendance).set({ deletedAt: now, updatedAt: now }).where(eq(attendance.id, id));
  return before;
}
