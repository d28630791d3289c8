/**
 * A teacher's reads and writes (spec part 2 §3.4, §4, §7.2): the `include`d documents and class
 * assignments of a set of teachers and the DTOs built from them; finding, creating, editing,
 * deleting and restoring a teacher, inside the transaction it is given (the route's write
 * transaction, or a savepoint of it per bulk item or imported row). Any error thrown here undoes
 * all of it.
 *
 * Rules: a teacher belongs to the actor's school unless the payload names another school in the
 * actor's scope (else 403); the school never changes on edit. A missing employee id becomes the
 * school's next free TCH-nnn. Employee ids are unique per school among all rows, deleted ones
 * included (the unique index), so a restore never collides; emails are unique per school among
 * live teachers, case-insensitive. Both answer 409 with the field in `errors`.
 */
import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  TEACHER_EMPLOYEE_ID_DIGITS,
  TEACHER_EMPLOYEE_ID_PREFIX,
  TEACHER_MESSAGES,
  type Teacher,
  type TeacherAssignment,
  type TeacherDocument,
  type TeacherInclude,
  type TeacherUpdateBody,
  type TeacherWriteBody,
} from '@/contract/teachers';
import type { DbOrTx } from '../../db/connection';
import { classes, schools, subjects, teacherAssignments, teacherDocuments, teacherNotifications, teachers } from '../../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { httpError } from '../../lib/http-error';
import { canAccessSchool, schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { toTeacherDocument } from './files/teacher-document-dto';
import { toTeacherDto, type TeacherRow } from './teacher-dto';

export type TeacherWriteContext = { tx: DbOrTx; actor: AuthUser; now: Date };

export const TEACHER_WRITE_MESSAGES = {
  schoolNotFound: 'School not found',
  noSchoolAccess: (schoolId: number) => `You do not have access to school ${schoolId}`,
} as const;

const employeeIdTaken = () =>
  httpError(409, TEACHER_MESSAGES.employeeIdTaken, { employeeId: TEACHER_MESSAGES.employeeIdTaken });
const emailTaken = () => httpError(409, TEACHER_MESSAGES.emailTaken, { email: TEACHER_MESSAGES.emailTaken });

/** Keeps the keys whose value is given (undefined means "not sent"). */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const money = (value: number | undefined) => (value === undefined ? undefined : value.toFixed(2));

function teacherColumns(input: TeacherUpdateBody) {
  return definedOnly({
    employeeId: input.employeeId,
    firstName: input.firstName,
    lastName: input.lastName,
    dariName: input.dariName,
    email: input.email,
    mobile: input.mobile,
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    country: input.country,
    qualification: input.qualification,
    degree: input.degree,
    experience: input.experience,
    department: input.department,
    subject: input.subject,
    salary: money(input.salary),
    allowances: money(input.allowances),
    status: input.status,
    hireDate: input.hireDate,
    emergencyContact: input.emergencyContact,
  });
}

/** The payload's school when the actor may write there, else 403; by default the actor's own. */
export async function resolveTeacherSchoolId(tx: DbOrTx, actor: AuthUser, requested: number | undefined): Promise<number> {
  if (requested === undefined || requested === actor.schoolId) return actor.schoolId;
  if (!canAccessSchool(actor, requested)) throw httpError(403, TEACHER_WRITE_MESSAGES.noSchoolAccess(requested));
  const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, requested));
  if (!school) throw httpError(400, TEACHER_WRITE_MESSAGES.schoolNotFound, { schoolId: TEACHER_WRITE_MESSAGES.schoolNotFound });
  return requested;
}

/** The highest number of the school's TCH-nnn ids (deleted teachers included), 0 without any. */
async function highestEmployeeNumber(tx: DbOrTx, schoolId: number): Promise<number> {
  const rows = await tx
    .select({ employeeId: teachers.employeeId })
    .from(teachers)
    .where(and(eq(teachers.schoolId, schoolId), ilike(teachers.employeeId, `${TEACHER_EMPLOYEE_ID_PREFIX}%`)));
  const pattern = new RegExp(`^${TEACHER_EMPLOYEE_ID_PREFIX}(\\d+)$`, 'i');
  return rows.reduce((highest, row) => Math.max(highest, Number(pattern.exec(row.employeeId)?.[1] ?? 0)), 0);
}

export function formatEmployeeId(sequence: number): string {
  return `${TEACHER_EMPLOYEE_ID_PREFIX}${String(sequence).padStart(TEACHER_EMPLOYEE_ID_DIGITS, '0')}`;
}

/** The next `count` free employee ids of a school: TCH-009, TCH-010, ... */
export async function nextEmployeeIds(tx: DbOrTx, schoolId: number, count = 1): Promise<string[]> {
  const highest = await highestEmployeeNumber(tx, schoolId);
  return Array.from({ length: count }, (_, index) => formatEmployeeId(highest + index + 1));
}

export async function isEmployeeIdTaken(tx: DbOrTx, schoolId: number, employeeId: string, exceptId?: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: teachers.id })
    .from(teachers)
    .where(
      and(
        eq(teachers.schoolId, schoolId),
        eq(sql`lower(${teachers.employeeId})`, employeeId.toLowerCase()),
        exceptId === undefined ? undefined : ne(teachers.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(found);
}

export async function isTeacherEmailTaken(tx: DbOrTx, schoolId: number, email: string, exceptId?: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: teachers.id })
    .from(teachers)
    .where(
      and(
        eq(teachers.schoolId, schoolId),
        isNull(teachers.deletedAt),
        eq(sql`lower(${teachers.email})`, email.toLowerCase()),
        exceptId === undefined ? undefined : ne(teachers.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** Field errors for a taken employee id or email (empty when both are free). */
export async function duplicateTeacherErrors(
  tx: DbOrTx,
  schoolId: number,
  values: { employeeId?: string | null; email?: string | null },
  exceptId?: number,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (values.employeeId && (await isEmployeeIdTaken(tx, schoolId, values.employeeId, exceptId))) {
    errors.employeeId = TEACHER_MESSAGES.employeeIdTaken;
  }
  if (values.email && (await isTeacherEmailTaken(tx, schoolId, values.email, exceptId))) {
    errors.email = TEACHER_MESSAGES.emailTaken;
  }
  return errors;
}

async function refuseDuplicates(tx: DbOrTx, schoolId: number, values: { employeeId?: string | null; email?: string | null }, exceptId?: number) {
  const errors = await duplicateTeacherErrors(tx, schoolId, values, exceptId);
  if (errors.employeeId) throw httpError(409, TEACHER_MESSAGES.employeeIdTaken, errors);
  if (errors.email) throw httpError(409, TEACHER_MESSAGES.emailTaken, errors);
}

/** A teacher of the actor's schools (live only unless asked), or null: another school's id is "not found". */
export async function findTeacherInScope(
  tx: DbOrTx,
  actor: AuthUser,
  id: number,
  options: { includeDeleted?: boolean } = {},
): Promise<TeacherRow | null> {
  const [row] = await tx
    .select()
    .from(teachers)
    .where(
      and(
        eq(teachers.id, id),
        schoolScopeCondition(actor, teachers.schoolId),
        options.includeDeleted ? undefined : isNull(teachers.deletedAt),
      ),
    );
  return row ?? null;
}

export async function createTeacher(context: TeacherWriteContext, input: TeacherWriteBody): Promise<TeacherRow> {
  const { tx, actor, now } = context;
  const schoolId = await resolveTeacherSchoolId(tx, actor, input.schoolId);
  await refuseDuplicates(tx, schoolId, input);
  const employeeId = input.employeeId ?? (await nextEmployeeIds(tx, schoolId))[0];
  try {
    const [row] = await tx
      .insert(teachers)
      .values({ ...teacherColumns(input), schoolId, employeeId, firstName: input.firstName, lastName: input.lastName, createdAt: now, updatedAt: now })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw employeeIdTaken();
    throw error;
  }
}

/** Null when the teacher is not a live one of the actor's schools. */
export async function updateTeacher(context: TeacherWriteContext, id: number, input: TeacherUpdateBody): Promise<TeacherRow | null> {
  const { tx, actor, now } = context;
  const current = await findTeacherInScope(tx, actor, id);
  if (!current) return null;
  await refuseDuplicates(tx, current.schoolId, input, id);
  try {
    const [row] = await tx
      .update(teachers)
      .set({ ...teacherColumns(input), updatedAt: now })
      .where(eq(teachers.id, id))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw employeeIdTaken();
    throw error;
  }
}

/** Soft delete (spec §4); null when there is no live teacher with this id in scope. */
export async function softDeleteTeacher(context: TeacherWriteContext, id: number): Promise<TeacherRow | null> {
  const { tx, actor, now } = context;
  const current = await findTeacherInScope(tx, actor, id);
  if (!current) return null;
  const [row] = await tx.update(teachers).set({ deletedAt: now, updatedAt: now }).where(eq(teachers.id, id)).returning();
  return row;
}

/**
 * Deletes for good a teacher (live or soft-deleted) nothing refers to: its notifications go with
 * it; class assignments, documents or payroll rows keep it (409). Null when not found in scope.
 */
export async function permanentlyDeleteTeacher(context: TeacherWriteContext, id: number): Promise<TeacherRow | null> {
  const { tx, actor } = context;
  const current = await findTeacherInScope(tx, actor, id, { includeDeleted: true });
  if (!current) return null;
  try {
    // A savepoint, so a refused delete leaves the caller's transaction usable.
    await tx.transaction(async (savepoint) => {
      await savepoint.delete(teacherNotifications).where(eq(teacherNotifications.teacherId, id));
      await savepoint.delete(teachers).where(eq(teachers.id, id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw httpError(409, TEACHER_MESSAGES.hasReferences);
    throw error;
  }
  return current;
}

/** Undoes a soft delete; null when the id is not a teacher in scope, 409 when it is not deleted. */
export async function restoreTeacher(context: TeacherWriteContext, id: number): Promise<TeacherRow | null> {
  const { tx, actor, now } = context;
  const current = await findTeacherInScope(tx, actor, id, { includeDeleted: true });
  if (!current) return null;
  if (current.deletedAt === null) throw httpError(409, TEACHER_MESSAGES.notDeleted);
  // A live teacher may have taken the email meanwhile.
  if (current.email && (await isTeacherEmailTaken(tx, current.schoolId, current.email, id))) throw emailTaken();
  const [row] = await tx
    .update(teachers)
    .set({ deletedAt: null, updatedAt: now })
    .where(and(eq(teachers.id, id), isNotNull(teachers.deletedAt)))
    .returning();
  return row ?? null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

/** Live documents of these teachers, oldest first. */
export async function documentsByTeacher(db: DbOrTx, teacherIds: number[]): Promise<Map<number, TeacherDocument[]>> {
  if (teacherIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(teacherDocuments)
    .where(and(inArray(teacherDocuments.teacherId, teacherIds), isNull(teacherDocuments.deletedAt)))
    .orderBy(asc(teacherDocuments.createdAt), asc(teacherDocuments.id));
  const grouped = groupBy(rows, (row) => row.teacherId);
  return new Map([...grouped].map(([teacherId, list]) => [teacherId, list.map(toTeacherDocument)]));
}

/** Class (and subject) assignments of these teachers, by class then subject name. */
export async function assignmentsByTeacher(db: DbOrTx, teacherIds: number[]): Promise<Map<number, TeacherAssignment[]>> {
  if (teacherIds.length === 0) return new Map();
  const rows = await db
    .select({
      teacherId: teacherAssignments.teacherId,
      classId: teacherAssignments.classId,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      subjectId: teacherAssignments.subjectId,
      subjectName: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
    })
    .from(teacherAssignments)
    .innerJoin(classes, eq(classes.id, teacherAssignments.classId))
    .leftJoin(subjects, eq(subjects.id, teacherAssignments.subjectId))
    .where(inArray(teacherAssignments.teacherId, teacherIds))
    .orderBy(asc(classes.name), asc(subjects.name), asc(teacherAssignments.id));
  const grouped = groupBy(rows, (row) => row.teacherId);
  return new Map(
    [...grouped].map(([teacherId, list]) => [
      teacherId,
      list.map(({ teacherId: _teacherId, ...assignment }) => assignment),
    ]),
  );
}

/** DTOs of these rows with what `include` asks for (an asked-for list is [] when empty). */
export async function toTeacherDtos(db: DbOrTx, rows: TeacherRow[], include: readonly TeacherInclude[] = []): Promise<Teacher[]> {
  const ids = rows.map((row) => row.id);
  const documents = include.includes('documents') ? await documentsByTeacher(db, ids) : null;
  const assignments = include.includes('assignments') ? await assignmentsByTeacher(db, ids) : null;
  return rows.map((row) =>
    toTeacherDto(row, {
      ...(documents ? { documents: documents.get(row.id) ?? [] } : {}),
      ...(assignments ? { assignments: assignments.get(row.id) ?? [] } : {}),
    }),
  );
}
