/**
 * A class register for one day (POST /attendances/bulk) saved all or nothing in the route's one
 * transaction: every student is checked first (unknown, deleted or another school's: 400 naming
 * them; not in the chosen class: 400 naming them), then one upsert on the one-live-mark-per-day
 * index writes them all. On a day that is not a school day it is refused (409) unless the body
 * says `override: true`. An existing mark gets the new status; a time or remarks left out keep theirs.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import {
  ATTENDANCE_MESSAGES,
  otherClassStudentMessage,
  unknownStudentMessage,
  type BulkAttendanceBody,
  type BulkAttendanceResult,
} from '@/contract/attendance';
import { attendance, students } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import { findVisibleClass } from './attendance-scope';
import { markDay, requireSchoolDay, type AttendanceWriteContext } from './attendance-repository';

/** errors keyed by the record's place in the body, so a form can show each beside its row. */
function recordErrors(body: BulkAttendanceBody, studentIds: Set<number>, message: (id: number) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  body.records.forEach((record, index) => {
    if (studentIds.has(record.studentId)) errors[`records.${index}.studentId`] = message(record.studentId);
  });
  return errors;
}

export async function saveRegister({ tx, actor, now, today }: AttendanceWriteContext, body: BulkAttendanceBody): Promise<BulkAttendanceResult> {
  const date = markDay(body.date, today);
  const klass = body.classId === undefined ? undefined : await findVisibleClass(tx, actor, body.classId);
  // A register is taken on school days; on a weekend day or a holiday only when asked for explicitly.
  await requireSchoolDay(tx, klass?.schoolId ?? actor.schoolId, date, body.override);
  const ids = body.records.map((record) => record.studentId);
  const found = await tx
    .select({ id: students.id, schoolId: students.schoolId, classId: students.classId })
    .from(students)
    .where(and(inArray(students.id, ids), isNull(students.deletedAt)));
  const byId = new Map(found.filter((student) => canAccessSchool(actor, student.schoolId)).map((student) => [student.id, student]));

  const unknown = new Set(ids.filter((id) => !byId.has(id)));
  if (unknown.size > 0) {
    throw httpError(400, `${ATTENDANCE_MESSAGES.bulkUnknownStudents}: ${[...unknown].join(', ')}`, recordErrors(body, unknown, unknownStudentMessage));
  }
  if (klass) {
    const elsewhere = new Set(ids.filter((id) => byId.get(id)!.classId !== klass.id));
    if (elsewhere.size > 0) {
      throw httpError(400, `${ATTENDANCE_MESSAGES.bulkOtherClass}: ${[...elsewhere].join(', ')}`, recordErrors(body, elsewhere, otherClassStudentMessage));
    }
  }

  const rows = await tx
    .insert(attendance)
    .values(
      body.records.map((record) => {
        const student = byId.get(record.studentId)!;
        return {
          schoolId: student.schoolId,
          studentId: student.id,
          classId: student.classId,
          date,
          status: record.status,
          inTime: record.inTime ?? null,
          remarks: record.remarks ?? null,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [attendance.studentId, attendance.date],
      targetWhere: isNull(attendance.deletedAt),
      set: {
        status: sql`excluded.status`,
        inTime: sql`coalesce(excluded.in_time, ${attendance.inTime})`,
        remarks: sql`coalesce(excluded.remarks, ${attendance.remarks})`,
        updatedAt: now,
      },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ studentId: attendance.studentId, inserted: sql<boolean>`(xmax = 0)`, outOfOrder: sql<boolean>`coalesce(${attendance.outTime} < ${attendance.inTime}, false)` });

  const outOfOrder = new Set(rows.filter((row) => row.outOfOrder).map((row) => row.studentId));
  if (outOfOrder.size > 0) {
    // The register's in time falls after an out time already recorded: undo the whole register.
    throw httpError(400, ATTENDANCE_MESSAGES.outBeforeIn, recordErrors(body, outOfOrder, () => ATTENDANCE_MESSAGES.outBeforeIn));
  }
  const created = rows.filter((row) => row.inserted).length;
  return { date, created, updated: rows.length - created };
}
