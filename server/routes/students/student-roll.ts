/**
 * GET /students/roll: every live student of the schools in scope, as the payment picker shows
 * them (src/contract/students.ts `studentRollEntrySchema`), ordered by name. One statement; the
 * picker keeps it on the device to search while the server cannot be reached (issue 24).
 * The name and phone follow the picker's rule (as the client names a searched student): the
 * person's picker name (`pickerPersonName`), else the admission number; the student's phone,
 * else the parent's.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pickerPersonName, type StudentRollEntry } from '@/contract/students';
import type { DbOrTx } from '../../db/connection';
import { classes, students, users } from '../../db/schema';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export async function readStudentRoll(db: DbOrTx, user: AuthUser): Promise<StudentRollEntry[]> {
  const parentUsers = alias(users, 'parent_users');
  const rows = await db
    .select({
      id: students.id,
      admissionNo: students.admissionNo,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      phone: users.phone,
      classId: classes.id,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      parentUserId: parentUsers.id,
      parentFirstName: parentUsers.firstName,
      parentLastName: parentUsers.lastName,
      parentDisplayName: parentUsers.displayName,
      parentPhone: parentUsers.phone,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(parentUsers, eq(parentUsers.id, students.parentUserId))
    .where(and(schoolScopeCondition(user, students.schoolId), isNull(students.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(students.id));
  return rows.map((row) => ({
    id: row.id,
    name: pickerPersonName(row) ?? row.admissionNo,
    admissionNo: row.admissionNo,
    classId: row.classId,
    className: row.className,
    classDariName: row.classDariName,
    classPashtoName: row.classPashtoName,
    phone: row.phone ?? row.parentPhone,
    parentName:
      row.parentUserId === null ? null : pickerPersonName({ firstName: row.parentFirstName, lastName: row.parentLastName, displayName: row.parentDisplayName }),
    parentUserId: row.parentUserId,
  }));
}
