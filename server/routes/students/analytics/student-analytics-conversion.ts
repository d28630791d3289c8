/**
 * Visitors who became students: GET /students/conversion-analytics (per week, or per month for
 * ranges over 92 days), /students/conversion-stats (totals) and /students/converted (the students,
 * paged). A conversion is a customer with `converted_at` set (convert-to-student writes it with
 * `converted_student_id`, and the student carries `converted_from_customer_id`). Days are Kabul days.
 */
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DashboardPeriodName } from '@/contract/student-analytics';
import type { StudentConversionAnalytics, StudentConversionStats } from '@/contract/student-records';
import type { DbOrTx } from '../../../db/connection';
import { classes, customers, students, users } from '../../../db/schema';
import { httpError } from '../../../lib/http-error';
import { addDays, kabulDay, kabulMidnight } from '../../../lib/kabul-time';
import type { AuthUser } from '../../../types';
import { daysBetween, PERIOD_DAYS, periodRange, pointLabel, pointStarts, pointStartSql, type DayRange } from '../../../lib/figures/analytics-period';
import { personName, queryRows, scopeSql } from '../../../lib/figures/stats-sql';

type Scope = Pick<AuthUser, 'schoolId' | 'dataScopes'>;
export type ConversionFilter = { period: DashboardPeriodName; startDate?: string; endDate?: string; classId?: number };

/** Longest range shown per week; longer ones are shown per month. */
const WEEKLY_MAX_DAYS = 92;

/** A percentage with two decimals; 0 when nothing was registered. */
function rate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

export function conversionRange(filter: ConversionFilter, today: string = kabulDay()): DayRange {
  const days = PERIOD_DAYS[filter.period];
  const range =
    filter.startDate && filter.endDate
      ? { from: filter.startDate, to: filter.endDate }
      : filter.startDate
        ? { from: filter.startDate, to: today }
        : filter.endDate
          ? { from: addDays(filter.endDate, -(days - 1)), to: filter.endDate }
          : periodRange(filter.period, today);
  if (range.from > range.to) throw httpError(400, 'Validation failed', { startDate: 'startDate must not be after endDate' });
  return range;
}

/** `column` (timestamptz) within the Kabul days of `range`. */
function instantIn(column: typeof customers.createdAt | typeof customers.convertedAt, range: DayRange): SQL {
  return sql`${column} >= ${kabulMidnight(range.from).toISOString()}::timestamptz and ${column} < ${kabulMidnight(addDays(range.to, 1)).toISOString()}::timestamptz`;
}

function kabulDate(column: typeof customers.createdAt | typeof customers.convertedAt): SQL {
  return sql`(${column} at time zone 'Asia/Kabul')::date`;
}

export async function conversionAnalytics(db: DbOrTx, scope: Scope, filter: ConversionFilter, today?: string): Promise<StudentConversionAnalytics> {
  const range = conversionRange(filter, today);
  const unit = daysBetween(range.from, range.to) + 1 > WEEKLY_MAX_DAYS ? 'month' : 'week';
  const visible = sql`${customers.deletedAt} is null and ${scopeSql(scope, customers.schoolId)}`;
  const intoClass = filter.classId === undefined
    ? sql`true`
    : sql`exists (select 1 from ${students} where ${students.id} = ${customers.convertedStudentId} and ${students.classId} = ${filter.classId})`;
  const [visitorRows, convertedRows] = await Promise.all([
    queryRows<{ point: string; count: number }>(
      db,
      sql`select ${pointStartSql(unit, kabulDate(customers.createdAt))} as point, count(*)::int as count
          from ${customers} where ${visible} and ${instantIn(customers.createdAt, range)} group by 1`,
    ),
    queryRows<{ point: string; count: number }>(
      db,
      sql`select ${pointStartSql(unit, kabulDate(customers.convertedAt))} as point, count(*)::int as count
          from ${customers} where ${visible} and ${instantIn(customers.convertedAt, range)} and ${intoClass} group by 1`,
    ),
  ]);
  const countAt = (rows: { point: string; count: number }[], start: string) => Number(rows.find((row) => row.point === start)?.count ?? 0);
  const points = pointStarts(unit, range).map((start) => {
    const visitors = countAt(visitorRows, start);
    const converted = countAt(convertedRows, start);
    return { periodStart: start, label: pointLabel(unit, start), visitors, converted, rate: rate(converted, visitors) };
  });
  const visitors = visitorRows.reduce((sum, row) => sum + Number(row.count), 0);
  const converted = convertedRows.reduce((sum, row) => sum + Number(row.count), 0);
  return { from: range.from, to: range.to, unit, visitors, converted, rate: rate(converted, visitors), points };
}

export async function conversionStats(db: DbOrTx, scope: Scope, today: string = kabulDay()): Promise<StudentConversionStats> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [row] = await queryRows<{ total: number; converted: number; this_month: number; average_days: number | null; students: number }>(
    db,
    sql`select count(*)::int as total,
          (count(*) filter (where ${customers.convertedAt} is not null))::int as converted,
          (count(*) filter (where ${customers.convertedAt} >= ${kabulMidnight(monthStart).toISOString()}::timestamptz))::int as this_month,
          (avg(extract(epoch from ${customers.convertedAt} - ${customers.createdAt})) / 86400)::float8 as average_days,
          (select count(*) from ${students} where ${students.convertedFromCustomerId} is not null and ${students.deletedAt} is null
            and ${scopeSql(scope, students.schoolId)})::int as students
        from ${customers} where ${customers.deletedAt} is null and ${scopeSql(scope, customers.schoolId)}`,
  );
  const total = Number(row?.total ?? 0);
  const converted = Number(row?.converted ?? 0);
  const averageDays = row?.average_days === null || row?.average_days === undefined ? null : Math.round(Number(row.average_days) * 10) / 10;
  return {
    totalVisitors: total,
    convertedVisitors: converted,
    conversionRate: rate(converted, total),
    convertedStudents: Number(row?.students ?? 0),
    convertedThisMonth: Number(row?.this_month ?? 0),
    averageDaysToConvert: averageDays,
  };
}

export async function convertedStudentPage(db: DbOrTx, scope: Scope, page: number, limit: number) {
  const where = and(isNotNull(students.convertedFromCustomerId), isNull(students.deletedAt), scopeSql(scope, students.schoolId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        studentId: students.id,
        admissionNo: students.admissionNo,
        status: students.status,
        classId: students.classId,
        className: classes.name,
        customerId: students.convertedFromCustomerId,
        customerSerialNumber: customers.serialNumber,
        convertedAt: customers.convertedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        dariName: users.dariName,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .leftJoin(classes, eq(classes.id, students.classId))
      .leftJoin(customers, sql`${customers.id}::text = ${students.convertedFromCustomerId}`)
      .where(where)
      .orderBy(sql`${customers.convertedAt} desc nulls last`, desc(students.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(students).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      studentId: row.studentId,
      admissionNo: row.admissionNo,
      name: personName(row.firstName, row.lastName, row.username),
      dariName: row.dariName,
      status: row.status,
      classId: row.classId,
      className: row.className,
      customerId: row.customerId ?? '',
      customerSerialNumber: row.customerSerialNumber,
      convertedAt: row.convertedAt?.toISOString() ?? null,
    })),
    totalCount: Number(total?.value ?? 0),
  };
}
