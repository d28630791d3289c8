/**
 * A crafted school for the class-life tests: two classes and two subjects, a teacher account whose
 * teacher record teaches Mathematics in 7-A and is class teacher of 7-C, an administrator, and a
 * second school with its own class and subject (the stranger's rows).
 */
import { eq } from 'drizzle-orm';
import { classes, subjects, teacherAssignments, teachers } from '../../db/schema';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import type { TestApp } from '../../test-support/test-app';
import { addClass, addSubject, addTeacher } from '../classes/class-test-fixtures';

export type ClassLifeFixture = {
  schoolId: number;
  otherSchoolId: number;
  classA: number;
  classB: number;
  classC: number;
  maths: number;
  physics: number;
  otherClass: number;
  otherSubject: number;
  /** SCHOOL_ADMIN: class:read, messaging create/update, exam create/update, settings:update; no deletes. */
  admin: TestLogin;
  /** TEACHER with a teacher record: Mathematics in 7-A, class teacher of 7-C. */
  teacher: TestLogin;
  /** TEACHER with a teacher record teaching Physics in 7-B. */
  colleague: TestLogin;
  /** SCHOOL_ADMIN of the other school, with every delete. */
  outsider: TestLogin;
};

/** A teacher record for the signed-in user, teaching `subjectId` (or none) in `classId`. */
export async function linkTeacher(t: TestApp, schoolId: number, login: TestLogin, teaching: { classId: number; subjectId: number | null }[]): Promise<number> {
  const teacherId = await addTeacher(t, schoolId, login.user.username, 'Teacher');
  await t.database.db.update(teachers).set({ userId: login.user.id }).where(eq(teachers.id, teacherId));
  if (teaching.length > 0) await t.database.db.insert(teacherAssignments).values(teaching.map((row) => ({ schoolId, teacherId, ...row })));
  return teacherId;
}

export async function createClassLifeFixture(t: TestApp, prefix: string): Promise<ClassLifeFixture> {
  const schoolId = await createSchool(t, `${prefix} School`);
  const otherSchoolId = await createSchool(t, `${prefix} Other School`);
  const [classA, classB, classC] = [await addClass(t, schoolId, '7-A'), await addClass(t, schoolId, '7-B'), await addClass(t, schoolId, '7-C')];
  const [maths, physics] = [await addSubject(t, schoolId, 'Mathematics'), await addSubject(t, schoolId, 'Physics')];
  // Local names (issue 23): 7-A has a Dari name, Mathematics both; the others none.
  await t.database.db.update(classes).set({ dariName: 'صنف ۷ الف' }).where(eq(classes.id, classA));
  await t.database.db.update(subjects).set({ dariName: 'ریاضی', pashtoName: 'ریاضیات' }).where(eq(subjects.id, maths));
  const otherClass = await addClass(t, otherSchoolId, 'Their 7-A');
  const otherSubject = await addSubject(t, otherSchoolId, 'Their maths');
  const admin = await createUserIn(t, schoolId, `${prefix}-admin`, { role: 'SCHOOL_ADMIN' });
  const teacher = await createUserIn(t, schoolId, `${prefix}-teacher`, { role: 'TEACHER' });
  const colleague = await createUserIn(t, schoolId, `${prefix}-colleague`, { role: 'TEACHER' });
  const outsider = await createUserIn(t, otherSchoolId, `${prefix}-outsider`, { role: 'SCHOOL_ADMIN', grants: ['messaging:delete', 'exam:delete'] });
  const teacherId = await linkTeacher(t, schoolId, teacher, [{ classId: classA, subjectId: maths }]);
  await t.database.db.update(classes).set({ classTeacherId: teacherId }).where(eq(classes.id, classC));
  await linkTeacher(t, schoolId, colleague, [{ classId: classB, subjectId: physics }]);
  return { schoolId, otherSchoolId, classA, classB, classC, maths, physics, otherClass, otherSubject, admin, teacher, colleague, outsider };
}
