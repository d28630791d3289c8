/**
 * The demo parent's family as tests of family access need it: their live children, and the
 * nearest stranger (another live child of the same school, the one scoping alone would let
 * through).
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { students, users } from '../db/schema';

export type DemoFamily = { parentUserId: number; schoolId: number; children: number[]; strangerChild: number };

export async function demoFamily(db: Db, parentUsername = 'parent'): Promise<DemoFamily> {
  const [parent] = await db.select({ id: users.id, schoolId: users.schoolId }).from(users).where(eq(users.username, parentUsername));
  const own = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.parentUserId, parent.id), isNull(students.deletedAt)))
    .orderBy(students.id);
  const [stranger] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.schoolId, parent.schoolId),
        or(isNull(students.parentUserId), ne(students.parentUserId, parent.id)),
        isNull(students.deletedAt),
      ),
    )
    .orderBy(students.id)
    .limit(1);
  return { parentUserId: parent.id, schoolId: parent.schoolId, children: own.map((row) => row.id), strangerChild: stranger.id };
}
