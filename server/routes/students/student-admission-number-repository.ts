/**
 * Admission numbers the student form can offer (GET /students/suggestions/code): the pattern is
 * the one the visitor conversion uses, ADM-<year>-<4 digits> (Kabul year), counting on from the
 * highest number of that year in the school; with a name, the name's initials make a second
 * series. A number that exists (deleted students included: their numbers stay reserved) is never
 * offered.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { students } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';

const SERIES_LENGTH = 3;

/** "Ahmad Shah Rahimi" → "ASR" (Latin initials, at most 3); null when the name has none. */
export function nameInitials(name: string | undefined): string | null {
  const initials = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .map((word) => word.match(/[A-Za-z]/)?.[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 3);
  return initials.length > 0 ? initials : null;
}

/** The next numbers of `<prefix>NNNN` in the school, above the highest one used. */
async function nextInSeries(db: DbOrTx, schoolId: number, prefix: string, count: number): Promise<string[]> {
  const [row] = await db
    .select({
      highest: sql<number>`coalesce(max(substring(${students.admissionNo} from ${`^${prefix}([0-9]+)$`})::bigint), 0)::bigint`,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), sql`${students.admissionNo} like ${`${prefix}%`}`));
  const highest = Number(row?.highest ?? 0);
  return Array.from({ length: count }, (_, offset) => `${prefix}${String(highest + offset + 1).padStart(4, '0')}`);
}

export async function suggestAdmissionNumbers(db: DbOrTx, schoolId: number, name: string | undefined, today = kabulDay()): Promise<string[]> {
  const year = today.slice(0, 4);
  const candidates = await nextInSeries(db, schoolId, `ADM-${year}-`, SERIES_LENGTH);
  const initials = nameInitials(name);
  if (initials) candidates.push(...(await nextInSeries(db, schoolId, `${initials}-${year}-`, 1)));
  const taken = await db
    .select({ admissionNo: students.admissionNo })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.admissionNo, candidates)));
  const takenSet = new Set(taken.map((row) => row.admissionNo));
  return candidates.filter((candidate) => !takenSet.has(candidate));
}
