/**
 * The printable bill of one payment (spec part 2 §3.8 "Bill data", §9), from the payment, its
 * student (account, class, parent) and school: the school's one currency (its setting) and the
 * manager named in its profile. Amounts are exact (numeric → number, 2 decimals).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BILL_RECEIVED_BY_DEFAULT, moneyNumber, type PaymentBill } from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { classes, payments, schools, students, users } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { readSchoolCurrency } from '../../settings/public';

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ');

export async function readPaymentBill(db: DbOrTx, user: AuthUser, paymentId: number): Promise<PaymentBill | null> {
  const studentUser = alias(users, 'student_user');
  const parentUser = alias(users, 'parent_user');
  const recorder = alias(users, 'recorder');
  const [row] = await db
    .select({
      payment: payments,
      admissionNo: students.admissionNo,
      studentFirst: studentUser.firstName,
      studentLast: studentUser.lastName,
      studentPhone: studentUser.phone,
      parentFirst: parentUser.firstName,
      parentLast: parentUser.lastName,
      parentPhone: parentUser.phone,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      schoolName: schools.name,
      schoolDariName: schools.dariName,
      schoolPashtoName: schools.pashtoName,
      managerName: schools.managerName,
      recorderFirst: recorder.firstName,
      recorderLast: recorder.lastName,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .innerJoin(studentUser, eq(studentUser.id, students.userId))
    .leftJoin(parentUser, eq(parentUser.id, students.parentUserId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .innerJoin(schools, eq(schools.id, payments.schoolId))
    .leftJoin(recorder, eq(recorder.id, payments.createdBy))
    .where(and(eq(payments.id, paymentId), isNull(payments.deletedAt), schoolScopeCondition(user, payments.schoolId)));
  if (!row) return null;
  const { payment } = row;
  return {
    paymentId: payment.id,
    receiptNumber: payment.receiptNumber,
    studentId: row.admissionNo,
    studentName: fullName(row.studentFirst, row.studentLast),
    fatherName: fullName(row.parentFirst, row.parentLast) || null,
    branch: row.schoolName,
    branchDariName: row.schoolDariName,
    branchPashtoName: row.schoolPashtoName,
    paymentDate: payment.paymentDate,
    className: row.className,
    classDariName: row.classDariName,
    classPashtoName: row.classPashtoName,
    phone: row.studentPhone ?? row.parentPhone ?? null,
    totalFees: moneyNumber(payment.total),
    paidAmount: moneyNumber(payment.amount),
    discount: 0,
    currency: await readSchoolCurrency(db, payment.schoolId),
    receivedBy: fullName(row.recorderFirst, row.recorderLast) || BILL_RECEIVED_BY_DEFAULT,
    managerName: row.managerName,
    status: payment.status,
    method: payment.method,
    type: payment.type,
  };
}
