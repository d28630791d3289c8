/**
 * GET /students/suggestions/code (name, schoolId): admission numbers the form can offer. The
 * pattern is the one the visitor conversion uses, ADM-<year>-<4 digits> (Kabul year), counting
 * on from the highest number of that year in the school; with a name, the name's initials make a
 * second series (Ahmad Rahimi → AR-2026-0001). A suggestion that exists (deleted students
 * included: their numbers stay reserved) is never offered. Access: student:read.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as studentEndpoints from '@/contract/endpoints/students';
import type { DbOrTx } from '../../db/connection';
import { students } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { canAccessSchool } from '../../lib/school-scope';
import { routeEndpoint } from '../../lib/route-endpoint';
import { STUDENT_ROUTE_MESSAGES } from './student-route-schemas';

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

export const studentSuggestionRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, studentEndpoints.suggestAdmissionNumbers, async (request) => {
    const user = requireUser(request.user);
    // As for a create: the form always sends school 1; a school outside the scope means the user's own.
    const requested = request.query.schoolId;
    const schoolId = requested !== undefined && canAccessSchool(user, requested) ? requested : user.schoolId;
    const suggestions = await suggestAdmissionNumbers(app.db, schoolId, request.query.name);
    return { success: true as const, message: STUDENT_ROUTE_MESSAGES.suggestions, data: { suggestions } };
  });
};
