/**
 * A crafted school for the attendance tests, so the demo seed never changes a figure: class
 * "Grade 4 A" with Amina (roll 1), Bilal (roll 2) and Zahra (roll 3), class "Grade 5 B" with
 * Karim, an empty class "Grade 6 C", and users of each role the access rules name. Another
 * school holds one class, one student and one mark that must stay out of reach.
 */
import { classes, students, users } from '../../db/schema';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import type { TestApp } from '../../test-support/test-app';

export type AttendanceSchool = {
  schoolId: number;
  classA: number;
  classB: number;
  classC: number;
  amina: number;
  bilal: number;
  zahra: number;
  karim: number;
  teacher: TestLogin;
  staff: TestLogin;
  /** A teacher who may also delete marks. */
  head: TestLogin;
  parent: TestLogin;
  accountant: TestLogin;
  other: { schoolId: number; classId: number; studentId: number; teacher: TestLogin };
};

async function addStudent(t: TestApp, schoolId: number, classId: number | null, firstName: string, rollNo: string | null): Promise<number> {
  const [user] = await t.database.db
    .insert(users)
    .values({ schoolId, username: `att-${schoolId}-${firstName.toLowerCase()}`, passwordHash: 'x', firstName, lastName: 'Test', role: 'STUDENT' })
    .returning();
  const [student] = await t.database.db
    .insert(students)
    .values({ schoolId, userId: user.id, classId, admissionNo: `ADM-${schoolId}-${firstName}`, rollNo })
    .returning();
  return student.id;
}

export async function createAttendanceSchool(t: TestApp, prefix: string): Promise<AttendanceSchool> {
  const db = t.database.db;
  const schoolId = await createSchool(t, `${prefix} Attendance School`);
  const [classA, classB, classC] = await db
    .insert(classes)
    .values([
      // Local names (issue 23): both for 4 A, only the Dari one for 5 B, none for 6 C.
      { schoolId, name: 'Grade 4 A', dariName: 'صنف ۴ الف', pashtoName: 'ټولګی ۴ الف', code: '4A', grade: 4, section: 'A' },
      { schoolId, name: 'Grade 5 B', dariName: 'صنف ۵ ب', code: '5B', grade: 5, section: 'B' },
      { schoolId, name: 'Grade 6 C', code: '6C', grade: 6, section: 'C' },
    ])
    .returning();
  const amina = await addStudent(t, schoolId, classA.id, 'Amina', '1');
  const bilal = await addStudent(t, schoolId, classA.id, 'Bilal', '2');
  const zahra = await addStudent(t, schoolId, classA.id, 'Zahra', '3');
  const karim = await addStudent(t, schoolId, classB.id, 'Karim', '1');

  const otherSchoolId = await createSchool(t, `${prefix} Other School`);
  const [otherClass] = await db.insert(classes).values({ schoolId: otherSchoolId, name: 'Other 1', code: 'O1' }).returning();
  const otherStudent = await addStudent(t, otherSchoolId, otherClass.id, 'Stranger', '1');

  return {
    schoolId,
    classA: classA.id,
    classB: classB.id,
    classC: classC.id,
    amina,
    bilal,
    zahra,
    karim,
    teacher: await createUserIn(t, schoolId, `${prefix}-teacher`, { role: 'TEACHER' }),
    staff: await createUserIn(t, schoolId, `${prefix}-staff`, { role: 'STAFF' }),
    head: await createUserIn(t, schoolId, `${prefix}-head`, { role: 'TEACHER', grants: ['attendance:delete'] }),
    parent: await createUserIn(t, schoolId, `${prefix}-parent`, { role: 'PARENT' }),
    accountant: await createUserIn(t, schoolId, `${prefix}-accountant`, { role: 'ACCOUNTANT' }),
    other: {
      schoolId: otherSchoolId,
      classId: otherClass.id,
      studentId: otherStudent,
      teacher: await createUserIn(t, otherSchoolId, `${prefix}-other-teacher`, { role: 'TEACHER' }),
    },
  };
}
