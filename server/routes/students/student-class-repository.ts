/**
 * The class a students list or the analytics are asked about: read here so the routes hold no
 * SQL. A deleted class is never found; the scope check is the caller's choice (a list filters
 * on the user's scope, the analytics answer 404 for another school's class).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { classes } from '../../db/schema';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

/** The live class when it is in the user's scope, otherwise undefined. */
export async function findScopedLiveClass(db: DbOrTx, user: AuthUser, classId: number): Promise<{ id: number } | undefined> {
  const [found] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), schoolScopeCondition(user, classes.schoolId), isNull(classes.deletedAt)));
  return found;
}

/** The school of a live class, whatever the scope (the caller checks it); undefined when none. */
export async function findLiveClassSchool(db: DbOrTx, classId: number): Promise<{ schoolId: number } | undefined> {
  const [row] = await db
    .select({ schoolId: classes.schoolId })
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.deletedAt)));
  return row;
}
