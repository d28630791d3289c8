/** Whether a class or subject id names a live one of a school (announcements and assignments name both). */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { classes, subjects } from '../../db/schema';

export async function isLiveClassOf(db: DbOrTx, schoolId: number, classId: number): Promise<boolean> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId), isNull(classes.deletedAt)));
  return rows.length > 0;
}

export async function isLiveSubjectOf(db: DbOrTx, schoolId: number, subjectId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)));
  return rows.length > 0;
}

/** "Ahmad Rahimi"; the username when the user has no name. */
export function personName(first: string | null, last: string | null, username: string | null): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name || (username ?? '');
}
