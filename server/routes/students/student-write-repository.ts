/**
 * Creating and editing a student with its nested user and parent (spec part 2 §3.2).
 *
 * Invariant: everything one call writes (the STUDENT user, the PARENT user and its `parents`
 * row, the students row, the student_events row) happens in the transaction it is given: the
 * route's write transaction, or a savepoint of it per bulk item or imported row. Any error
 * thrown here undoes all of it.
 *
 * Rules: on edit a field left out keeps its value and `null` clears it; the parent is written
 * only when the payload has one (`parent: null` on edit unlinks the parent, whose account
 * stays). A parent with `user.id` is that existing PARENT user of the student's school, updated
 * with what is sent; without an id a new PARENT user is made. Users made here get a password
 * hash of a random secret nobody knows: they cannot sign in until an administrator sets a
 * password.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  STUDENT_DEFAULTS,
  STUDENT_EVENT_TYPES,
  STUDENT_MESSAGES,
  type CreateStudentBody,
  type PatchStudentBody,
} from '@/contract/students';
import { baseUsername, type UsernameFallback } from '@/contract/usernames';
import type { DbOrTx } from '../../db/connection';
import { classes, parents, schools, studentEvents, students, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { httpError } from '../../lib/http-error';
import { kabulDay } from '../../lib/kabul-time';
import { canAccessSchool, schoolScopeCondition } from '../../lib/school-scope';
import { GENERATED_USERNAME_TAKEN, isUsernameTaken, uniqueUsername } from '../../lib/usernames';
import type { AuthUser } from '../../types';
import { assertLadderAllows } from '../users/public';

export const STUDENT_WRITE_MESSAGES = {
  parentNotFound: 'Parent not found',
  schoolNotFound: 'School not found',
  usernameRetry: GENERATED_USERNAME_TAKEN,
} as const;

export type StudentWriteContext = {
  tx: DbOrTx;
  actor: AuthUser;
  /** Made once per request before the transaction opens (argon2 is slow on purpose). */
  passwordHash: string;
  now: Date;
};

type ParentInput = NonNullable<CreateStudentBody['parent']>;
type UserInput = NonNullable<PatchStudentBody['user']>;
type ParentUserInput = ParentInput['user'];

/** Keeps the keys whose value is given (undefined means "not sent"). */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function personColumns(user: Partial<ParentUserInput> | UserInput) {
  return definedOnly({
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    dariName: user.dariName,
    displayName: user.displayName,
    phone: user.phone,
    email: user.email,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    bio: user.bio,
    timezone: user.timezone,
    locale: user.locale,
    tazkiraNo: user.tazkiraNo,
  });
}

function studentColumns(input: PatchStudentBody) {
  return definedOnly({
    admissionNo: input.admissionNo,
    rollNo: input.rollNo,
    admissionDate: input.admissionDate,
    status: input.status ?? input.user?.status ?? undefined,
    bloodGroup: input.bloodGroup,
    nationality: input.nationality,
    religion: input.religion,
    caste: input.caste,
    tazkiraNo: input.tazkiraNo,
    bankAccountNo: input.bankAccountNo,
    bankName: input.bankName,
    previousSchool: input.previousSchool,
    originAddress: input.originAddress,
    originCity: input.originCity,
    originState: input.originState,
    originProvince: input.originProvince,
    originCountry: input.originCountry,
    originPostalCode: input.originPostalCode,
    currentAddress: input.currentAddress,
    currentCity: input.currentCity,
    currentState: input.currentState,
    currentProvince: input.currentProvince,
    currentCountry: input.currentCountry,
    currentPostalCode: input.currentPostalCode,
  });
}

const admissionNoTaken = () =>
  httpError(409, STUDENT_MESSAGES.admissionNoTaken, { admissionNo: STUDENT_MESSAGES.admissionNoTaken });
const usernameTaken = (field: string) => httpError(409, STUDENT_MESSAGES.usernameTaken, { [field]: STUDENT_MESSAGES.usernameTaken });

/** The body's school when the user may write there (the form always sends 1), else their own. */
async function resolveSchoolId(context: StudentWriteContext, requested: number | undefined): Promise<number> {
  const { tx, actor } = context;
  if (requested === undefined || requested === actor.schoolId || !canAccessSchool(actor, requested)) return actor.schoolId;
  const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, requested));
  if (!school) throw httpError(400, STUDENT_WRITE_MESSAGES.schoolNotFound, { schoolId: STUDENT_WRITE_MESSAGES.schoolNotFound });
  return requested;
}

async function classInSchool(tx: DbOrTx, schoolId: number, classId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId), isNull(classes.deletedAt)));
  return Boolean(found);
}

/** A given class must be one of the school's; a missing one is class 1, else the school's first, else none. */
async function resolveClassId(tx: DbOrTx, schoolId: number, classId: number | undefined): Promise<number | null> {
  if (classId !== undefined) {
    if (await classInSchool(tx, schoolId, classId)) return classId;
    throw httpError(400, STUDENT_MESSAGES.classNotFound, { classId: STUDENT_MESSAGES.classNotFound });
  }
  if (await classInSchool(tx, schoolId, STUDENT_DEFAULTS.classId)) return STUDENT_DEFAULTS.classId;
  const [first] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), isNull(classes.deletedAt)))
    .orderBy(asc(classes.id))
    .limit(1);
  return first?.id ?? null;
}

async function insertUser(
  context: StudentWriteContext,
  values: Omit<typeof users.$inferInsert, 'passwordHash' | 'username'>,
  username: { given: string | null | undefined; field: string; names: Array<string | null | undefined>; fallback: UsernameFallback },
): Promise<number> {
  const { tx } = context;
  if (username.given && (await isUsernameTaken(tx, username.given))) throw usernameTaken(username.field);
  const chosen = username.given ?? (await uniqueUsername(tx, baseUsername(username.names, username.fallback)));
  const [row] = await tx
    .insert(users)
    .values({ ...values, username: chosen, passwordHash: context.passwordHash, createdAt: context.now, updatedAt: context.now })
    .returning({ id: users.id })
    .catch((error: unknown) => {
      // Taken between the check and the insert by another request.
      if (isUniqueViolation(error)) {
        throw username.given ? usernameTaken(username.field) : httpError(409, STUDENT_WRITE_MESSAGES.usernameRetry);
      }
      throw error;
    });
  return row.id;
}

async function updateUser(context: StudentWriteContext, userId: number, input: Partial<ParentUserInput> | UserInput, field: string) {
  const { tx } = context;
  // A student's or parent's account, whose role /users may have raised since: the role ladder
  // still decides whether this actor may edit it.
  const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (account) assertLadderAllows(context.actor, account.role);
  const columns: Partial<typeof users.$inferInsert> = { ...personColumns(input), updatedAt: context.now };
  if (input.username) {
    if (await isUsernameTaken(tx, input.username, userId)) throw usernameTaken(field);
    columns.username = input.username;
  }
  await tx
    .update(users)
    .set(columns)
    .where(eq(users.id, userId))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw usernameTaken(field);
      throw error;
    });
}

/** Creates or reuses the PARENT user and its `parents` row; returns the parent's user id. */
async function saveParent(context: StudentWriteContext, schoolId: number, input: ParentInput): Promise<number> {
  const { tx, now } = context;
  let parentUserId: number;
  if (input.user.id !== undefined) {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.user.id), eq(users.schoolId, schoolId), eq(users.role, 'PARENT'), isNull(users.deletedAt)));
    if (!existing) throw httpError(400, STUDENT_WRITE_MESSAGES.parentNotFound, { 'parent.user.id': STUDENT_WRITE_MESSAGES.parentNotFound });
    parentUserId = existing.id;
    await updateUser(context, parentUserId, input.user, 'parent.user.username');
  } else {
    parentUserId = await insertUser(
      context,
      {
        schoolId,
        role: 'PARENT',
        ...personColumns(input.user),
        firstName: input.user.firstName,
        timezone: input.user.timezone ?? STUDENT_DEFAULTS.timezone,
        locale: input.user.locale ?? STUDENT_DEFAULTS.locale,
      },
      {
        given: input.user.username,
        field: 'parent.user.username',
        names: [input.user.firstName, input.user.lastName],
        fallback: 'parent',
      },
    );
  }

  const profile = definedOnly({
    occupation: input.occupation,
    annualIncome: input.annualIncome === undefined ? undefined : input.annualIncome === null ? null : String(input.annualIncome),
    education: input.education,
    employer: input.employer,
    designation: input.designation,
    workPhone: input.workPhone,
    emergencyContact: input.emergencyContact,
    // Not null in the table: an emptied relationship goes back to the default.
    relationship: input.relationship === undefined ? undefined : (input.relationship ?? STUDENT_DEFAULTS.relationship),
    isGuardian: input.isGuardian,
    isEmergencyContact: input.isEmergencyContact,
  });
  await tx
    .insert(parents)
    .values({
      schoolId,
      userId: parentUserId,
      relationship: STUDENT_DEFAULTS.relationship,
      isGuardian: STUDENT_DEFAULTS.isGuardian,
      isEmergencyContact: STUDENT_DEFAULTS.isEmergencyContact,
      ...profile,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: parents.userId, set: { ...profile, updatedAt: now } });
  return parentUserId;
}

export async function recordStudentEvent(
  context: StudentWriteContext,
  event: { schoolId: number; studentId: number; type: string; description?: string; data?: Record<string, unknown> },
) {
  await context.tx.insert(studentEvents).values({ ...event, userId: context.actor.id, createdAt: context.now });
}

async function insertStudentRow(context: StudentWriteContext, values: typeof students.$inferInsert): Promise<number> {
  const [row] = await context.tx
    .insert(students)
    .values(values)
    .returning({ id: students.id })
    .catch((error: unknown) => {
      // Thrown after the users were inserted: the caller's transaction undoes them.
      if (isUniqueViolation(error)) throw admissionNoTaken();
      throw error;
    });
  return row.id;
}

/** Creates the student, its user and (when given) its parent; returns the new student's id. */
export async function createStudent(context: StudentWriteContext, input: CreateStudentBody): Promise<number> {
  const { actor, now } = context;
  const schoolId = await resolveSchoolId(context, input.schoolId);
  const classId = await resolveClassId(context.tx, schoolId, input.classId);

  const userId = await insertUser(
    context,
    {
      schoolId,
      role: 'STUDENT',
      ...personColumns(input.user),
      firstName: input.user.firstName,
      tazkiraNo: input.user.tazkiraNo ?? input.tazkiraNo ?? null,
      timezone: input.user.timezone ?? STUDENT_DEFAULTS.timezone,
      locale: input.user.locale ?? STUDENT_DEFAULTS.locale,
    },
    { given: input.user.username, field: 'user.username', names: [input.user.firstName, input.user.lastName], fallback: 'student' },
  );
  const parentUserId = input.parent ? await saveParent(context, schoolId, input.parent) : null;

  const columns = studentColumns(input);
  const studentId = await insertStudentRow(context, {
    ...columns,
    schoolId,
    userId,
    parentUserId,
    classId,
    admissionNo: input.admissionNo,
    admissionDate: input.admissionDate ?? kabulDay(now),
    status: columns.status ?? STUDENT_DEFAULTS.status,
    tazkiraNo: input.tazkiraNo ?? input.user.tazkiraNo ?? null,
    nationality: input.nationality ?? STUDENT_DEFAULTS.nationality,
    originCountry: input.originCountry ?? STUDENT_DEFAULTS.country,
    currentCountry: input.currentCountry ?? STUDENT_DEFAULTS.country,
    createdBy: actor.id,
    createdAt: now,
    updatedAt: now,
  });
  await recordStudentEvent(context, {
    schoolId,
    studentId,
    type: STUDENT_EVENT_TYPES.created,
    description: 'Student created',
    data: { admissionNo: input.admissionNo, classId, parentUserId },
  });
  return studentId;
}

/** The student row, locked for the edit; null when missing, deleted or out of scope. */
async function lockStudent(context: StudentWriteContext, id: number, deleted: boolean) {
  const [row] = await context.tx
    .select()
    .from(students)
    .where(
      and(
        eq(students.id, id),
        schoolScopeCondition(context.actor, students.schoolId),
        deleted ? sql`${students.deletedAt} is not null` : isNull(students.deletedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Edits a student (fields left out keep their value); false when there is no such student. */
export async function updateStudent(context: StudentWriteContext, id: number, input: PatchStudentBody): Promise<boolean> {
  const { tx, now } = context;
  const current = await lockStudent(context, id, false);
  if (!current) return false;

  const classId = input.classId === undefined ? undefined : await resolveClassId(tx, current.schoolId, input.classId);
  if (input.user) await updateUser(context, current.userId, input.user, 'user.username');
  let parentUserId: number | null | undefined;
  if (input.parent === null) parentUserId = null;
  else if (input.parent) parentUserId = await saveParent(context, current.schoolId, input.parent);

  const columns = { ...studentColumns(input), ...definedOnly({ classId, parentUserId }) };
  await tx
    .update(students)
    .set({ ...columns, updatedAt: now })
    .where(eq(students.id, id))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw admissionNoTaken();
      throw error;
    });
  await recordStudentEvent(context, {
    schoolId: current.schoolId,
    studentId: id,
    type: STUDENT_EVENT_TYPES.updated,
    description: 'Student updated',
    data: {
      fields: Object.keys(columns),
      userFields: input.user ? Object.keys(definedOnly(input.user)) : [],
      parentChanged: input.parent !== undefined,
    },
  });
  return true;
}

/** Soft delete (deletedAt); false when there is no such (undeleted) student. */
export async function softDeleteStudent(context: StudentWriteContext, id: number): Promise<boolean> {
  const current = await lockStudent(context, id, false);
  if (!current) return false;
  await context.tx.update(students).set({ deletedAt: context.now, updatedAt: context.now }).where(eq(students.id, id));
  await recordStudentEvent(context, { schoolId: current.schoolId, studentId: id, type: STUDENT_EVENT_TYPES.deleted, description: 'Student deleted' });
  return true;
}

/** Undoes a soft delete; false when there is no such deleted student. */
export async function restoreStudent(context: StudentWriteContext, id: number): Promise<boolean> {
  const current = await lockStudent(context, id, true);
  if (!current) return false;
  await context.tx.update(students).set({ deletedAt: null, updatedAt: context.now }).where(eq(students.id, id));
  await recordStudentEvent(context, { schoolId: current.schoolId, studentId: id, type: STUDENT_EVENT_TYPES.restored, description: 'Student restored' });
  return true;
}
