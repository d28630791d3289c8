/**
 * Converting a visitor into a student (POST /customers/{id}/convert-to-student). Invariant: the
 * student's user account, the students row, the customer's CONVERTED marks and the CONVERTED
 * event are written in ONE transaction, so a failure at any step leaves no half-made student
 * and the customer unchanged. The customer row is locked first (SELECT ... FOR UPDATE), so two
 * conversions of the same customer on PostgreSQL cannot both pass the "already converted" check.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ConvertToStudentInput, convertedStudentSchema } from '@/contract/customer-extras';
import { CUSTOMER_MESSAGES } from '@/contract/customers';
import { baseUsername } from '@/contract/usernames';
import type { DbOrTx } from '../../../db/connection';
import { classes, customers, students, users } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/db-errors';
import { httpError } from '../../../lib/http-error';
import { kabulDay } from '../../../lib/kabul-time';
import { GENERATED_USERNAME_TAKEN, uniqueUsername } from '../../../lib/usernames';
import type { AuthUser } from '../../../types';
import { toCustomerDto } from '../customer-dto';
import { CUSTOMER_EVENT_TYPES, recordCustomerEvents } from '../customer-event-log';
import { isUuid, visibleCustomers } from '../customer-lookup';

export const CONVERSION_MESSAGES = {
  converted: 'Customer converted to student',
  admissionNoTaken: 'This admission number is already in use',
  classNotFound: 'Class not found',
  retry: GENERATED_USERNAME_TAKEN,
} as const;

/** Advisory lock key serialising conversions (any 64-bit number unique to this purpose). */
const CONVERSION_LOCK_KEY = 7_301_002;

export type ConvertedStudent = z.infer<typeof convertedStudentSchema>;

/** "Ahmad Shah Rahimi" → first "Ahmad", last "Shah Rahimi"; the customer's own fields win. */
export function splitName(name: string, firstName: string | null, lastName: string | null): { firstName: string; lastName: string | null } {
  if (firstName) return { firstName, lastName };
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: lastName ?? (rest.length > 0 ? rest.join(' ') : null) };
}

/** ADM-<year>-<4 digits>, one more than the highest of that year in the school. */
async function nextAdmissionNo(tx: DbOrTx, schoolId: number, year: string): Promise<string> {
  const prefix = `ADM-${year}-`;
  const [row] = await tx
    .select({
      highest: sql<number>`coalesce(max(substring(${students.admissionNo} from ${`^${prefix}([0-9]+)$`})::int), 0)::int`,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), sql`${students.admissionNo} like ${`${prefix}%`}`));
  return `${prefix}${String(Number(row?.highest ?? 0) + 1).padStart(4, '0')}`;
}

/**
 * Runs inside the route's transaction. `passwordHash` is made before the transaction opens
 * (argon2 is slow on purpose, and PGlite has one connection).
 */
export async function convertCustomerToStudent(
  tx: DbOrTx,
  actor: AuthUser,
  customerId: string,
  input: ConvertToStudentInput,
  passwordHash: string,
) {
  if (!isUuid(customerId)) throw httpError(404, CUSTOMER_MESSAGES.notFound);
  const [customer] = await tx
    .select()
    .from(customers)
    .where(visibleCustomers(actor, eq(customers.id, customerId)))
    .for('update');
  if (!customer) throw httpError(404, CUSTOMER_MESSAGES.notFound);
  if (customer.convertedStudentId !== null) throw httpError(409, CUSTOMER_MESSAGES.alreadyConverted);

  if (input.classId !== undefined) {
    const [found] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, input.classId), eq(classes.schoolId, customer.schoolId), isNull(classes.deletedAt)));
    if (!found) throw httpError(400, CONVERSION_MESSAGES.classNotFound, { classId: CONVERSION_MESSAGES.classNotFound });
  }

  // One conversion at a time (they are rare): the generated username and admission number are
  // picked by reading what exists, which two concurrent conversions on PostgreSQL could both read.
  await tx.execute(sql`select pg_advisory_xact_lock(${CONVERSION_LOCK_KEY})`);
  const now = new Date();
  const names = splitName(customer.name, customer.firstName, customer.lastName);
  const username = await uniqueUsername(tx, baseUsername([names.firstName, names.lastName], 'student'));
  const [user] = await tx
    .insert(users)
    .values({
      schoolId: customer.schoolId,
      username,
      passwordHash,
      firstName: names.firstName,
      lastName: names.lastName,
      dariName: customer.dariName,
      phone: customer.phone ?? customer.mobile,
      role: 'STUDENT',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch((error: unknown) => {
      // Taken between our read and this insert by a user created elsewhere (POST /users).
      if (isUniqueViolation(error)) throw httpError(409, CONVERSION_MESSAGES.retry);
      throw error;
    });

  const admissionDate = input.admissionDate ?? kabulDay(now);
  const admissionNo = input.admissionNo ?? (await nextAdmissionNo(tx, customer.schoolId, admissionDate.slice(0, 4)));
  const [student] = await tx
    .insert(students)
    .values({
      schoolId: customer.schoolId,
      userId: user.id,
      classId: input.classId ?? null,
      admissionNo,
      admissionDate,
      convertedFromCustomerId: customer.id,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch((error: unknown) => {
      // Rolls the whole conversion back (the user above included).
      if (isUniqueViolation(error)) {
        throw httpError(409, CONVERSION_MESSAGES.admissionNoTaken, { admissionNo: CONVERSION_MESSAGES.admissionNoTaken });
      }
      throw error;
    });

  const [updated] = await tx
    .update(customers)
    .set({
      status: 'CONVERTED',
      convertedStudentId: student.id,
      convertedAt: now,
      lastActivity: now,
      updatedAt: now,
      updatedBy: actor.id,
    })
    .where(eq(customers.id, customer.id))
    .returning();

  await recordCustomerEvents(tx, [
    {
      schoolId: customer.schoolId,
      customerId: customer.id,
      type: CUSTOMER_EVENT_TYPES.converted,
      data: {
        studentId: student.id,
        userId: user.id,
        username,
        admissionNo,
        classId: student.classId,
        previousStatus: customer.status,
      },
      createdBy: actor.id,
      createdAt: now,
    },
  ]);

  const convertedStudent: ConvertedStudent = {
    id: student.id,
    schoolId: student.schoolId,
    userId: user.id,
    username,
    firstName: user.firstName,
    lastName: user.lastName,
    admissionNo: student.admissionNo,
    admissionDate: student.admissionDate,
    classId: student.classId,
    status: student.status,
    convertedFromCustomerId: customer.id,
  };
  return { customer: toCustomerDto(updated), student: convertedStudent };
}
