/** A parent's profile for GET /parents/{id}: the user, their parent record and how many live children. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ParentProfile } from '@/contract/parent-account';
import type { DbOrTx } from '../../db/connection';
import { parents, students, users } from '../../db/schema';

export async function readParentProfile(db: DbOrTx, parentUserId: number): Promise<ParentProfile | null> {
  const childrenCount = db
    .select({ count: sql<number>`count(*)::int` })
    .from(students)
    .where(and(eq(students.parentUserId, parentUserId), isNull(students.deletedAt)));
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      dariName: users.dariName,
      email: users.email,
      phone: users.phone,
      relationship: parents.relationship,
      emergencyContact: parents.emergencyContact,
      childrenCount: sql<number>`(${childrenCount})`,
    })
    .from(users)
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(eq(users.id, parentUserId));
  return row ? { ...row, childrenCount: Number(row.childrenCount) } : null;
}
