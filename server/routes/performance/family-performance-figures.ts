/**
 * GET /parents/performance: per family (a live PARENT user and their live children, the portal's
 * family link students.parent_user_id) the children, their attendance and grades over the range,
 * the fees still owed and the messages the parent sent the school. One statement for the page
 * (sorted and cut in SQL) and one for the totals, whatever the number of families:
 * - attendance: THE rate (server/lib/figures/attendance-rate.ts: PRESENT and LATE over all marks) of all the children's marks together;
 * - average grade: the mean of all the children's grades in percent (grades out of 0 left out);
 * - fees pending: the children's payments still owed (PAYMENT_OUTSTANDING_STATUSES), any date;
 * - messages: parent_messages of the range (Kabul days), and of them those the school has not opened.
 * The per-family figures of /parents/{id}/performance are all-time means of the children's own
 * figures (the portal's cards); these are pooled over the range, so a family with one absent
 * child and one present is at 50 %, not at the mean of a 0 and a 100 that have unequal marks.
 */
import { sql, type SQL } from 'drizzle-orm';
import { moneyNumber } from '@/contract/finance';
import { PAYMENT_OUTSTANDING_STATUSES } from '@/contract/finance-analytics';
import type { FamilyPerformanceList, FamilyPerformanceRow, FamilyPerformanceSort } from '@/contract/performance';
import type { DbOrTx } from '../../db/connection';
import { attendance, grades, parentMessages, payments, students, users } from '../../db/schema';
import { addDays, kabulMidnight } from '../../lib/kabul-time';
import { attendanceRate, attendedSql } from '../../lib/figures/attendance-rate';
import { schoolDayOfSchoolSql, type SchoolCalendars } from '../../lib/figures/school-days';
import { readSchoolCalendars } from '../settings/public';
import { queryRows } from '../../lib/figures/stats-sql';
import type { PerformanceRange } from './performance-range';

export type FamilyConditions = {
  /** Which parent accounts (on `users`). */
  parents: SQL | undefined;
  /** Which children count (on `students`). */
  children: SQL | undefined;
};

type FamilySums = {
  children: number;
  present: number;
  marks: number;
  grade_total: number | null;
  grade_count: number;
  pending_count: number;
  pending_amount: string;
  sent: number;
  unread: number;
};

const outstandingList = sql.join(PAYMENT_OUTSTANDING_STATUSES.map((status) => sql`${status}`), sql`, `);

/** `with … figures as (…)`: one row per family with its sums. */
function familyFigures(conditions: FamilyConditions, range: PerformanceRange, calendars: SchoolCalendars): SQL {
  const fromInstant = kabulMidnight(range.from).toISOString();
  const untilInstant = kabulMidnight(addDays(range.to, 1)).toISOString();
  return sql`with families as (
      select ${users.id} as id, ${users.schoolId} as school_id,
        trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) as name
      from ${users}
      where upper(trim(${users.role})) = 'PARENT' and ${users.deletedAt} is null and ${conditions.parents ?? sql`true`}
    ),
    kids as (
      select ${students.id} as id, ${students.parentUserId} as parent_id from ${students}
      where ${students.deletedAt} is null and ${students.parentUserId} in (select id from families) and ${conditions.children ?? sql`true`}
    ),
    marked as (
      select kids.parent_id, count(*)::int as marks, (count(*) filter (where ${attendedSql()}))::int as present
      from ${attendance} join kids on kids.id = ${attendance.studentId}
      where ${attendance.deletedAt} is null and ${attendance.date} between ${range.from}::date and ${range.to}::date
        and ${schoolDayOfSchoolSql(attendance.schoolId, attendance.date, calendars)}
      group by 1
    ),
    graded as (
      select kids.parent_id, sum(${grades.score} * 100.0 / ${grades.maxScore})::float8 as grade_total, count(*)::int as grade_count
      from ${grades} join kids on kids.id = ${grades.studentId}
      where ${grades.deletedAt} is null and ${grades.maxScore} > 0 and ${grades.gradedOn} between ${range.from}::date and ${range.to}::date
      group by 1
    ),
    owed as (
      select kids.parent_id, count(*)::int as pending_count, sum(${payments.total}) as pending_amount
      from ${payments} join kids on kids.id = ${payments.studentId}
      where ${payments.deletedAt} is null and ${payments.status} in (${outstandingList})
      group by 1
    ),
    wrote as (
      select ${parentMessages.parentUserId} as parent_id, count(*)::int as sent, (count(*) filter (where ${parentMessages.readAt} is null))::int as unread
      from ${parentMessages}
      where ${parentMessages.parentUserId} in (select id from families)
        and ${parentMessages.createdAt} >= ${fromInstant}::timestamptz and ${parentMessages.createdAt} < ${untilInstant}::timestamptz
      group by 1
    ),
    figures as (
      select families.id, families.school_id, families.name,
        (select count(*) from kids where kids.parent_id = families.id)::int as children,
        coalesce(marked.present, 0) as present, coalesce(marked.marks, 0) as marks,
        graded.grade_total, coalesce(graded.grade_count, 0) as grade_count,
        coalesce(owed.pending_count, 0) as pending_count, coalesce(owed.pending_amount, 0) as pending_amount,
        coalesce(wrote.sent, 0) as sent, coalesce(wrote.unread, 0) as unread
      from families
      left join marked on marked.parent_id = families.id
      left join graded on graded.parent_id = families.id
      left join owed on owed.parent_id = families.id
      left join wrote on wrote.parent_id = families.id
    )`;
}

/** The ORDER BY of a sort: its figure (no data last), then name and id, so pages never overlap. */
function orderBy(sort: FamilyPerformanceSort, order: 'asc' | 'desc'): SQL {
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const figure: Record<FamilyPerformanceSort, SQL> = {
    name: sql`lower(name)`,
    children: sql`children`,
    attendanceRate: sql`present * 1.0 / nullif(marks, 0)`,
    averageGrade: sql`grade_total / nullif(grade_count, 0)`,
    feesPending: sql`pending_amount`,
    messages: sql`sent`,
  };
  return sql`${figure[sort]} ${direction} nulls last, lower(name), id`;
}

function figuresOf(row: FamilySums) {
  const marks = Number(row.marks);
  const gradeCount = Number(row.grade_count);
  return {
    children: Number(row.children),
    attendanceRate: marks > 0 ? attendanceRate({ present: Number(row.present), late: 0, marks }) : null,
    attendanceMarks: marks,
    averageGrade: gradeCount > 0 ? Math.round((Number(row.grade_total) / gradeCount) * 10) / 10 : null,
    gradeCount,
    feesPending: { count: Number(row.pending_count), amount: moneyNumber(String(row.pending_amount)) },
    messages: { sent: Number(row.sent), unread: Number(row.unread) },
  };
}

export type FamilyPage = { page: number; limit: number; sort: FamilyPerformanceSort; order: 'asc' | 'desc' };

/** One page of families in the asked order, and the totals over every family. */
export async function readFamilyPerformance(
  db: DbOrTx,
  conditions: FamilyConditions,
  range: PerformanceRange,
  page: FamilyPage,
): Promise<FamilyPerformanceList> {
  const figures = familyFigures(conditions, range, await readSchoolCalendars(db));
  const rows = await queryRows<FamilySums & { id: number; school_id: number; name: string }>(
    db,
    sql`${figures} select * from figures order by ${orderBy(page.sort, page.order)} limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
  );
  const [totals] = await queryRows<FamilySums & { families: number }>(
    db,
    sql`${figures} select count(*)::int as families, coalesce(sum(children), 0)::int as children, coalesce(sum(present), 0)::int as present,
        coalesce(sum(marks), 0)::int as marks, sum(grade_total)::float8 as grade_total, coalesce(sum(grade_count), 0)::int as grade_count,
        coalesce(sum(pending_count), 0)::int as pending_count, coalesce(sum(pending_amount), 0)::text as pending_amount,
        coalesce(sum(sent), 0)::int as sent, coalesce(sum(unread), 0)::int as unread
      from figures`,
  );
  const families: FamilyPerformanceRow[] = rows.map((row) => ({ parentUserId: Number(row.id), schoolId: Number(row.school_id), name: row.name, ...figuresOf(row) }));
  return { ...range, summary: { families: Number(totals.families), ...figuresOf(totals) }, families };
}
