/**
 * A child's class week from timetable_entries, in the order of an Afghan school week: Saturday
 * (ISO 6) to Thursday (ISO 4), Friday (5) last should a school teach then, each day by start time.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ChildTimetable } from '@/contract/parent-child-records';
import type { DbOrTx } from '../../db/connection';
import { subjects, teachers, timetableEntries } from '../../db/schema';

// ISO 6,7,1,2,3,4,5 -> 0..6.
const schoolWeekPosition = sql`(${timetableEntries.weekday} + 1) % 7`;

export async function childTimetable(
  db: DbOrTx,
  child: { classId: number | null; className: string | null; classDariName?: string | null; classPashtoName?: string | null },
): Promise<ChildTimetable> {
  if (child.classId === null) return { classId: null, className: null, lessons: [] };
  const rows = await db
    .select({
      id: timetableEntries.id,
      weekday: timetableEntries.weekday,
      startTime: timetableEntries.startTime,
      endTime: timetableEntries.endTime,
      subject: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
      teacherFirstName: teachers.firstName,
      teacherLastName: teachers.lastName,
      room: timetableEntries.room,
    })
    .from(timetableEntries)
    .innerJoin(subjects, eq(subjects.id, timetableEntries.subjectId))
    // A teacher who has left is no longer named.
    .leftJoin(teachers, and(eq(teachers.id, timetableEntries.teacherId), isNull(teachers.deletedAt)))
    .where(and(eq(timetableEntries.classId, child.classId), isNull(timetableEntries.deletedAt)))
    .orderBy(asc(schoolWeekPosition), asc(timetableEntries.startTime), asc(timetableEntries.id));
  return {
    classId: child.classId,
    className: child.className,
    classDariName: child.classDariName ?? null,
    classPashtoName: child.classPashtoName ?? null,
    lessons: rows.map(({ teacherFirstName, teacherLastName, ...row }) => ({
      ...row,
      teacherName: teacherFirstName === null ? null : [teacherFirstName, teacherLastName].filter(Boolean).join(' '),
    })),
  };
}
