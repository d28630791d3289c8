/**
 * The demo teachers' classes (spec part 2 §3.4; issue 6): every class/subject pair of the seeded
 * exams gets one teacher, so teacher analytics finds "their classes" (grades by class + subject,
 * attendance by class). A subject goes to the teacher whose own subject names it ("Dari
 * Literature" teaches Dari); a subject nobody names goes first to a teacher without a subject of
 * their own, then to a seeded pick. Every class also gets a class teacher: one of the teachers
 * who teach it, a different one per class while there are enough (planClassTeachers).
 * Deterministic: the same demo data on every fresh start.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from './connection';
import { classes, subjects, teacherAssignments, teachers } from './schema';
import { createRandom } from './seed-random';

export type SeedTeachersOptions = { schoolId: number; seed?: number };
export type SeedTeachersReport = { assignments: number; classTeachers: number };

type Named = { id: number; name: string };

/** Which teacher teaches each subject (subject id → teacher id). */
export function planSubjectTeachers(
  teacherRows: readonly (Named & { subject: string | null })[],
  subjectRows: readonly Named[],
  seed: number,
): Map<number, number> {
  const random = createRandom(seed);
  const plan = new Map<number, number>();
  const matched = new Set<number>();
  for (const subject of subjectRows) {
    const teacher = teacherRows.find((row) => row.subject?.toLowerCase().includes(subject.name.toLowerCase()));
    if (teacher) {
      plan.set(subject.id, teacher.id);
      matched.add(teacher.id);
    }
  }
  const withoutSubject = teacherRows.filter((row) => !matched.has(row.id));
  for (const subject of subjectRows) {
    if (plan.has(subject.id) || teacherRows.length === 0) continue;
    const teacher = withoutSubject.shift() ?? random.pick(teacherRows);
    plan.set(subject.id, teacher.id);
  }
  return plan;
}

/**
 * The class teacher of each class (class id → teacher id): the teachers who teach a subject take
 * the classes in turn, in the order of their ids (any teacher when none teaches yet).
 */
export function planClassTeachers(teacherIds: readonly number[], subjectTeachers: ReadonlyMap<number, number>, classIds: readonly number[]): Map<number, number> {
  const teaching = teacherIds.filter((id) => [...subjectTeachers.values()].includes(id));
  const pool = teaching.length > 0 ? teaching : teacherIds;
  const plan = new Map<number, number>();
  if (pool.length === 0) return plan;
  classIds.forEach((classId, index) => plan.set(classId, pool[index % pool.length]));
  return plan;
}

export async function seedTeachers(tx: DbOrTx, options: SeedTeachersOptions): Promise<SeedTeachersReport> {
  const { schoolId } = options;
  const teacherRows = await tx
    .select({ id: teachers.id, name: teachers.firstName, subject: teachers.subject })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), isNull(teachers.deletedAt)))
    .orderBy(asc(teachers.id));
  const subjectRows = await tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(and(eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)))
    .orderBy(asc(subjects.id));
  const classRows = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), isNull(classes.deletedAt)))
    .orderBy(asc(classes.id));
  const plan = planSubjectTeachers(teacherRows, subjectRows, options.seed ?? 1_404_006);
  const values = classRows.flatMap((klass) =>
    subjectRows.flatMap((subject) => {
      const teacherId = plan.get(subject.id);
      return teacherId === undefined ? [] : [{ schoolId, teacherId, classId: klass.id, subjectId: subject.id }];
    }),
  );
  if (values.length > 0) await tx.insert(teacherAssignments).values(values);
  const classTeachers = planClassTeachers(
    teacherRows.map((row) => row.id),
    plan,
    classRows.map((row) => row.id),
  );
  for (const [classId, teacherId] of classTeachers) {
    await tx.update(classes).set({ classTeacherId: teacherId }).where(eq(classes.id, classId));
  }
  return { assignments: values.length, classTeachers: classTeachers.size };
}
