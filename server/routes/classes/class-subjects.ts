/**
 * The subjects taught in a class and by whom (GET /classes/{id}): from the teachers' assignments
 * (teacher_assignments with a subject) and from the class's timetable, merged per subject, by
 * subject name. A lesson without a teacher still lists its subject.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { classSubjectSchema } from '@/contract/classes';
import type { DbOrTx } from '../../db/connection';
import { subjects, teacherAssignments, teachers, timetableEntries } from '../../db/schema';
import { teacherName } from './class-repository';

type ClassSubject = z.infer<typeof classSubjectSchema>;
type Pair = { subjectId: number; subjectName: string; subjectDariName: string | null; subjectPashtoName: string | null; subjectCode: string; teacherId: number | null; teacherName: string | null };

export async function classSubjects(db: DbOrTx, classId: number): Promise<ClassSubject[]> {
  const subjectColumns = { subjectId: subjects.id, subjectName: subjects.name, subjectDariName: subjects.dariName, subjectPashtoName: subjects.pashtoName, subjectCode: subjects.code, teacherId: teachers.id, teacherName };
  const assigned: Pair[] = await db
    .select(subjectColumns)
    .from(teacherAssignments)
    .innerJoin(subjects, eq(subjects.id, teacherAssignments.subjectId))
    .innerJoin(teachers, eq(teachers.id, teacherAssignments.teacherId))
    .where(and(eq(teacherAssignments.classId, classId), isNotNull(teacherAssignments.subjectId), isNull(subjects.deletedAt), isNull(teachers.deletedAt)));
  const scheduled: Pair[] = await db
    .select(subjectColumns)
    .from(timetableEntries)
    .innerJoin(subjects, eq(subjects.id, timetableEntries.subjectId))
    .leftJoin(teachers, and(eq(teachers.id, timetableEntries.teacherId), isNull(teachers.deletedAt)))
    .where(and(eq(timetableEntries.classId, classId), isNull(timetableEntries.deletedAt), isNull(subjects.deletedAt)));

  const bySubject = new Map<number, ClassSubject>();
  for (const pair of [...assigned, ...scheduled]) {
    const entry = bySubject.get(pair.subjectId) ?? { subject: { id: pair.subjectId, name: pair.subjectName, dariName: pair.subjectDariName, pashtoName: pair.subjectPashtoName, code: pair.subjectCode }, teachers: [] };
    bySubject.set(pair.subjectId, entry);
    if (pair.teacherId !== null && !entry.teachers.some((teacher) => teacher.id === pair.teacherId)) {
      entry.teachers.push({ id: pair.teacherId, name: pair.teacherName ?? '' });
    }
  }
  return [...bySubject.values()]
    .map((entry) => ({ ...entry, teachers: entry.teachers.sort((a, b) => a.name.localeCompare(b.name)) }))
    .sort((a, b) => a.subject.name.localeCompare(b.subject.name) || a.subject.id - b.subject.id);
}
