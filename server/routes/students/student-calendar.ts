/**
 * The school calendar of a student's school (its weekend and holidays), for the figures that
 * count only school days (server/lib/figures/school-days.ts).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { students } from '../../db/schema';
import type { SchoolCalendar } from '../../lib/figures/school-days';
import { readSchoolCalendar } from '../settings/public';

export async function studentCalendar(db: DbOrTx, studentId: number): Promise<SchoolCalendar> {
  const [row] = await db.select({ schoolId: students.schoolId }).from(students).where(eq(students.id, studentId));
  // A student that is gone reads the defaults' calendar; its figures are empty anyway.
  return readSchoolCalendar(db, row?.schoolId ?? 0);
}
