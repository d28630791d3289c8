/**
 * The school named at the top of a report: the user's school, or the schools of the user's data
 * scope when it opens others (a report covers every school the user may see).
 */
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { schools } from '../../../db/schema';
import { schoolScopeFilter } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';

/** More schools than this are summed up as "All schools" rather than listed. */
const MAX_NAMED_SCHOOLS = 3;

export async function reportSchoolName(db: DbOrTx, user: AuthUser): Promise<string> {
  const scope = schoolScopeFilter(user);
  const ids = scope === 'all' ? undefined : scope;
  const rows = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(ids === undefined ? undefined : inArray(schools.id, ids))
    .orderBy(asc(schools.id));
  if (rows.length === 1) return rows[0].name;
  if (rows.length > MAX_NAMED_SCHOOLS) return 'All schools';
  const own = rows.find((row) => row.id === user.schoolId);
  return [own, ...rows.filter((row) => row !== own)].filter((row) => row !== undefined).map((row) => row.name).join(', ');
}

