/**
 * Read side of conversions: analytics per period, history, rates by type/source/purpose, a
 * customer's events and the customers not converted yet. "Converted" here means a student was
 * made from the customer (convertedAt is set by convert-to-student); time buckets are Kabul
 * calendar periods (server/lib/kabul-time.ts).
 */
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type ConversionAnalytics, type ConversionRates, conversionHistoryItemSchema } from '@/contract/customer-extras';
import { CUSTOMER_PURPOSES, CUSTOMER_SOURCES, CUSTOMER_TYPES, CUSTOMER_MESSAGES } from '@/contract/customers';
import type { DbOrTx } from '../../../db/connection';
import { classes, customerEvents, customers, students, users } from '../../../db/schema';
import { httpError } from '../../../lib/http-error';
import {
  addDays,
  kabulDay,
  kabulMidnight,
  periodLabel,
  periodStartSql,
  recentPeriodStarts,
  type Period,
} from '../../../lib/kabul-time';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { percent, toCustomerSummary, toUserRef } from '../customer-answer-parts';
import { withKnownValues } from '../customer-breakdowns';
import { toCustomerDto } from '../customer-dto';
import { CUSTOMER_EVENT_TYPES } from '../customer-event-log';
import { isUuid, visibleCustomers } from '../customer-lookup';

/** How many buckets each period shows (the current, partial one included). */
export const ANALYTICS_BUCKETS: Record<Period, number> = { daily: 30, weekly: 12, monthly: 12, yearly: 5 };
/** The window of conversion rates: the last N days up to today. */
export const RATE_WINDOW_DAYS: Record<Period, number> = { daily: 1, weekly: 7, monthly: 30, yearly: 365 };

const converted = isNotNull(customers.convertedAt);

async function countPerBucket(db: DbOrTx, where: SQL | undefined, period: Period, column: PgColumn, extra?: SQL): Promise<Map<string, number>> {
  const bucket = periodStartSql(period, column);
  const rows = await db
    .select({ bucket, count: count() })
    .from(customers)
    .where(and(where, extra))
    .groupBy(bucket);
  return new Map(rows.map((row) => [row.bucket, Number(row.count)]));
}

export async function conversionAnalytics(db: DbOrTx, user: AuthUser, period: Period): Promise<ConversionAnalytics> {
  const today = kabulDay();
  const starts = recentPeriodStarts(period, ANALYTICS_BUCKETS[period], today);
  const since = kabulMidnight(starts[0]);
  const where = visibleCustomers(user);
  const [created, convertedOfNew, conversions, [overall]] = await Promise.all([
    countPerBucket(db, where, period, customers.createdAt, sql`${customers.createdAt} >= ${since.toISOString()}::timestamptz`),
    countPerBucket(db, where, period, customers.createdAt, and(converted, sql`${customers.createdAt} >= ${since.toISOString()}::timestamptz`)),
    countPerBucket(db, where, period, customers.convertedAt, sql`${customers.convertedAt} >= ${since.toISOString()}::timestamptz`),
    db
      .select({
        total: count(),
        converted: sql<number>`count(*) filter (where ${customers.convertedAt} is not null)::int`,
        averageDays: sql<number | null>`(avg(extract(epoch from ${customers.convertedAt} - ${customers.createdAt})) / 86400)::float8`,
      })
      .from(customers)
      .where(where),
  ]);
  const buckets = starts.map((start) => {
    const newCustomers = created.get(start) ?? 0;
    const convertedCount = convertedOfNew.get(start) ?? 0;
    return {
      periodStart: start,
      label: periodLabel(period, start),
      newCustomers,
      convertedOfNew: convertedCount,
      conversionRate: percent(convertedCount, newCustomers),
      conversions: conversions.get(start) ?? 0,
    };
  });
  const windowNew = buckets.reduce((sum, bucket) => sum + bucket.newCustomers, 0);
  const windowConverted = buckets.reduce((sum, bucket) => sum + bucket.convertedOfNew, 0);
  const total = Number(overall?.total ?? 0);
  const convertedTotal = Number(overall?.converted ?? 0);
  const averageDays = overall?.averageDays === null || overall?.averageDays === undefined ? null : Number(overall.averageDays);
  return {
    period,
    timeZone: 'Asia/Kabul',
    buckets,
    window: {
      from: starts[0],
      to: today,
      newCustomers: windowNew,
      conversions: buckets.reduce((sum, bucket) => sum + bucket.conversions, 0),
      conversionRate: percent(windowConverted, windowNew),
    },
    overall: {
      totalCustomers: total,
      convertedCustomers: convertedTotal,
      conversionRate: percent(convertedTotal, total),
      averageDaysToConvert: averageDays === null ? null : Math.round(averageDays * 100) / 100,
    },
  };
}

export type ConversionHistoryItem = z.infer<typeof conversionHistoryItemSchema>;

export async function conversionHistory(db: DbOrTx, user: AuthUser, page: number, limit: number) {
  const studentUser = alias(users, 'student_user');
  const actor = alias(users, 'actor');
  const where = and(eq(customerEvents.type, CUSTOMER_EVENT_TYPES.converted), schoolScopeCondition(user, customerEvents.schoolId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: customerEvents, customer: customers, student: students, studentUsername: studentUser.username, className: classes.name, actor })
      .from(customerEvents)
      .innerJoin(customers, eq(customers.id, customerEvents.customerId))
      .leftJoin(students, sql`${students.id} = (${customerEvents.data} ->> 'studentId')::int`)
      .leftJoin(studentUser, eq(studentUser.id, students.userId))
      .leftJoin(classes, eq(classes.id, students.classId))
      .leftJoin(actor, eq(actor.id, customerEvents.createdBy))
      .where(where)
      .orderBy(desc(customerEvents.createdAt), desc(customerEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(customerEvents).where(where),
  ]);
  const items: ConversionHistoryItem[] = rows.map((row) => ({
    eventId: row.event.id,
    convertedAt: row.event.createdAt.toISOString(),
    customer: { ...toCustomerSummary(row.customer), deletedAt: row.customer.deletedAt?.toISOString() ?? null },
    student: row.student
      ? {
          id: row.student.id,
          admissionNo: row.student.admissionNo,
          admissionDate: row.student.admissionDate,
          classId: row.student.classId,
          className: row.className,
          userId: row.student.userId,
          username: row.studentUsername,
        }
      : null,
    convertedBy: row.actor ? toUserRef(row.actor) : null,
  }));
  return { items, totalCount: Number(total?.value ?? 0) };
}

export async function conversionRates(db: DbOrTx, user: AuthUser, period: Period): Promise<ConversionRates> {
  const to = kabulDay();
  const from = addDays(to, -(RATE_WINDOW_DAYS[period] - 1));
  const where = visibleCustomers(user, sql`${customers.createdAt} >= ${kabulMidnight(from).toISOString()}::timestamptz`);
  const convertedCount = sql<number>`count(*) filter (where ${customers.convertedAt} is not null)::int`;
  const rateBy = async (column: PgColumn, known: readonly string[]) => {
    const rows = await db.select({ value: column, total: count(), converted: convertedCount }).from(customers).where(where).groupBy(column);
    const items = rows.map((row) => ({
      value: row.value as string | null,
      total: Number(row.total),
      converted: Number(row.converted),
      rate: percent(Number(row.converted), Number(row.total)),
    }));
    return withKnownValues(items, known, (value) => ({ value, total: 0, converted: 0, rate: 0 }));
  };
  const [byType, bySource, byPurpose] = await Promise.all([
    rateBy(customers.type, CUSTOMER_TYPES),
    rateBy(customers.source, CUSTOMER_SOURCES),
    rateBy(customers.purpose, CUSTOMER_PURPOSES),
  ]);
  const total = byType.reduce((sum, item) => sum + item.total, 0);
  const convertedTotal = byType.reduce((sum, item) => sum + item.converted, 0);
  return {
    period,
    from,
    to,
    overall: { total, converted: convertedTotal, rate: percent(convertedTotal, total) },
    byType,
    bySource,
    byPurpose,
  };
}

/** A customer's events, newest first. A deleted customer's history stays readable. */
export async function customerEventsPage(db: DbOrTx, user: AuthUser, customerId: string, page: number, limit: number) {
  if (!isUuid(customerId)) throw httpError(404, CUSTOMER_MESSAGES.notFound);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), schoolScopeCondition(user, customers.schoolId)));
  if (!customer) throw httpError(404, CUSTOMER_MESSAGES.notFound);
  const where = eq(customerEvents.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: customerEvents, actor: users })
      .from(customerEvents)
      .leftJoin(users, eq(users.id, customerEvents.createdBy))
      .where(where)
      .orderBy(desc(customerEvents.createdAt), desc(customerEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(customerEvents).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.event.id,
    customerId: row.event.customerId,
    type: row.event.type,
    data: row.event.data ?? {},
    createdAt: row.event.createdAt.toISOString(),
    createdBy: row.actor ? toUserRef(row.actor) : null,
  }));
  return { items, totalCount: Number(total?.value ?? 0) };
}

/** Customers who can still be converted (no student made from them), newest first. */
export async function unconvertedCustomers(db: DbOrTx, user: AuthUser, page: number, limit: number) {
  const where = visibleCustomers(user, isNull(customers.convertedStudentId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(customers).where(where),
  ]);
  return { items: rows.map(toCustomerDto), totalCount: Number(total?.value ?? 0) };
}
