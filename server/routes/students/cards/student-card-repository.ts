/**
 * Reads for the ID card and the avatar routes: one student with its user, class and school, only
 * when the student exists, is not deleted and is in the caller's data scope (otherwise 404, so
 * other schools' ids are not revealed). Read straight from the tables, independent of the
 * students CRUD repository; also the card's print count and the avatar path writes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { STUDENT_MESSAGES } from '@/contract/students';
import type { DbOrTx } from '../../../db/connection';
import { classes, schools, studentEvents, students, users } from '../../../db/schema';
import { httpError } from '../../../lib/http-error';
import { canAccessSchool } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';

export type CardStudent = {
  id: number;
  schoolId: number;
  userId: number;
  admissionNo: string;
  rollNo: string | null;
  cardPrintCount: number;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  displayName: string | null;
  username: string;
  dariName: string | null;
  avatarPath: string | null;
  className: string | null;
  schoolName: string;
  schoolDariName: string | null;
  schoolAddress: string | null;
  schoolPhone: string | null;
};

export const studentNotFound = () => httpError(404, STUDENT_MESSAGES.notFound);

/** The student, or a 404 error when it is missing, deleted or outside the user's scope. */
export async function findCardStudent(db: DbOrTx, actor: AuthUser, studentId: number): Promise<CardStudent> {
  const [row] = await db
    .select({
      id: students.id,
      schoolId: students.schoolId,
      userId: students.userId,
      admissionNo: students.admissionNo,
      rollNo: students.rollNo,
      cardPrintCount: students.cardPrintCount,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      displayName: users.displayName,
      username: users.username,
      dariName: users.dariName,
      avatarPath: users.avatarPath,
      className: classes.name,
      schoolName: schools.name,
      schoolDariName: schools.dariName,
      schoolAddress: schools.address,
      schoolPhone: schools.phone,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    // A deleted class is still the class the student was admitted to: show its name.
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.id, studentId), isNull(students.deletedAt)));
  if (!row || !canAccessSchool(actor, row.schoolId)) throw studentNotFound();
  return row;
}

/**
 * Counts one card generation and logs it as a 'card_printed' event, in the caller's transaction.
 * Returns the new count, or null when the student was deleted in the meantime.
 */
export async function recordCardPrint(tx: DbOrTx, student: CardStudent, actorId: number): Promise<number | null> {
  const [updated] = await tx
    .update(students)
    .set({ cardPrintCount: sql`${students.cardPrintCount} + 1` })
    .where(and(eq(students.id, student.id), isNull(students.deletedAt)))
    .returning({ cardPrintCount: students.cardPrintCount });
  if (!updated) return null;
  await tx.insert(studentEvents).values({
    schoolId: student.schoolId,
    studentId: student.id,
    type: 'card_printed',
    description: `ID card generated (print ${updated.cardPrintCount})`,
    data: { printCount: updated.cardPrintCount, admissionNo: student.admissionNo },
    userId: actorId,
  });
  return updated.cardPrintCount;
}

/** Points the student's user at a new photo (or at none), in the caller's transaction. */
export async function setStudentAvatarPath(tx: DbOrTx, userId: number, avatarPath: string | null): Promise<void> {
  await tx.update(users).set({ avatarPath, updatedAt: new Date() }).where(eq(users.id, userId));
}
