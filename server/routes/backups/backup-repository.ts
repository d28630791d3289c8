/** What the backup routes ask the database: which schools it holds (a backup holds them all). */
import type { DbOrTx } from '../../db/connection';
import { schools } from '../../db/schema';

export async function allSchoolIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: schools.id }).from(schools);
  return rows.map((row) => row.id);
}
