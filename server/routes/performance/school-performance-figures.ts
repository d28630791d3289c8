/**
 * GET /schools/performance and /schools/{id}/performance: per school, in one statement whatever
 * the number of schools, each figure by its area's own rule:
 * - students and teachers: live rows now (students also: of them ACTIVE);
 * - attendance: THE rate (server/lib/figures/attendance-rate.ts) over the range's marks, read from attendance_day_counts (kept
 *   equal to the live marks by triggers), as the class stats read it;
 * - grades: /grades/performance's mean percentage and pass rate (PASS_PERCENT), rounded in SQL;
 * - fees: finance's rule (finance-analytics-filters.ts): collected = payments of the range PAID or
 *   PARTIALLY_PAID, outstanding = those still owed, due = both, collection rate as
 *   /payments/analytics computes it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PASS_PERCENT } from '@/contract/exams';
import { moneyNumber } from '@/contract/finance';
import type { SchoolPerformanceRow } from '@/contract/performance';
import type { DbOrTx } from '../../db/connection';
import { attendanceDayCounts, grades, payments, schools, students, teachers } from '../../db/schema';
import { attendanceRate } from '../../lib/figures/attendance-rate';
import { schoolDayOfSchoolSql } from '../../lib/figures/school-days';
import { readSchoolCalendars } from '../settings/public';
import { queryRows } from '../../lib/figures/stats-sql';
import { outstandingPayment, paidPayment } from '../finance/public';
import type { PerformanceRange } from './performance-range';

type SchoolSums = {
  id: number;
  name: string;
  dari_name: string | null;
  students: number | null;
  active_students: number | null;
  teachers: number | null;
  present: number | null;
  marks: number | null;
  grade_count: number | null;
  average: string | null;
  pass_rate: string | null;
  collected: string | null;
  outstanding: string | null;
  due: string | null;
  collection_rate: string | null;
};

const percentSql = sql`(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))`;

/** The schools `schoolCondition` (on `schools`) selects, by name, with their figures over `range`. */
export async function readSchoolPerformance(db: DbOrTx, schoolCondition: SQL | undefined, range: PerformanceRange): Promise<SchoolPerformanceRow[]> {
  const rows = await queryRows<SchoolSums>(
    db,
    sql`with scoped as (
        select ${schools.id} as id from ${schools} where ${schoolCondition ?? sql`true`}
      ),
      pupils as (
        select ${students.schoolId} as school_id, count(*)::int as students, (count(*) filter (where ${students.status} = 'ACTIVE'))::int as active_students
        from ${students} where ${students.deletedAt} is null and ${students.schoolId} in (select id from scoped)
        group by 1
      ),
      staff as (
        select ${teachers.schoolId} as school_id, count(*)::int as teachers
        from ${teachers} where ${teachers.deletedAt} is null and ${teachers.schoolId} in (select id from scoped)
        group by 1
      ),
      marked as (
        select ${attendanceDayCounts.schoolId} as school_id, (sum(${attendanceDayCounts.present}) + sum(${attendanceDayCounts.late}))::int as present, sum(${attendanceDayCounts.marks})::int as marks
        from ${attendanceDayCounts}
        where ${attendanceDayCounts.schoolId} in (select id from scoped) and ${attendanceDayCounts.date} between ${range.from}::date and ${range.to}::date
          and ${schoolDayOfSchoolSql(attendanceDayCounts.schoolId, attendanceDayCounts.date, await readSchoolCalendars(db))}
        group by 1
      ),
      graded as (
        select ${grades.schoolId} as school_id, count(*)::int as grade_count, round(avg(${percentSql}), 1)::text as average,
          round(100.0 * count(*) filter (where ${percentSql} >= ${PASS_PERCENT}) / nullif(count(*), 0), 1)::text as pass_rate
        from ${grades}
        where ${grades.deletedAt} is null and ${grades.schoolId} in (select id from scoped) and ${grades.gradedOn} between ${range.from}::date and ${range.to}::date
        group by 1
      ),
      money as (
        select school_id, collected, outstanding, collected + outstanding as due,
          round(100 * collected / nullif(collected + outstanding, 0), 2) as collection_rate
        from (
          select ${payments.schoolId} as school_id,
            coalesce(sum(${payments.total}) filter (where ${paidPayment}), 0) as collected,
            coalesce(sum(${payments.total}) filter (where ${outstandingPayment}), 0) as outstanding
          from ${payments}
          where ${payments.deletedAt} is null and ${payments.schoolId} in (select id from scoped)
            and ${payments.paymentDate} between ${range.from}::date and ${range.to}::date
          group by 1
        ) as sums
      )
      select ${schools.id} as id, ${schools.name} as name, ${schools.dariName} as dari_name,
        pupils.students, pupils.active_students, staff.teachers, marked.present, marked.marks,
        graded.grade_count, graded.average, graded.pass_rate,
        money.collected::text as collected, money.outstanding::text as outstanding, money.due::text as due, money.collection_rate::text as collection_rate
      from ${schools} join scoped on scoped.id = ${schools.id}
      left join pupils on pupils.school_id = ${schools.id}
      left join staff on staff.school_id = ${schools.id}
      left join marked on marked.school_id = ${schools.id}
      left join graded on graded.school_id = ${schools.id}
      left join money on money.school_id = ${schools.id}
      order by ${schools.name}, ${schools.id}`,
  );
  return rows.map((row) => {
    const marks = Number(row.marks ?? 0);
    return {
      school: { id: Number(row.id), name: row.name, dariName: row.dari_name },
      students: Number(row.students ?? 0),
      activeStudents: Number(row.active_students ?? 0),
      teachers: Number(row.teachers ?? 0),
      attendanceRate: marks > 0 ? attendanceRate({ present: Number(row.present ?? 0), late: 0, marks }) : null,
      attendanceMarks: marks,
      averageGrade: row.average === null ? null : Number(row.average),
      passRate: row.pass_rate === null ? null : Number(row.pass_rate),
      gradeCount: Number(row.grade_count ?? 0),
      fees: {
        collected: moneyNumber(row.collected ?? '0'),
        outstanding: moneyNumber(row.outstanding ?? '0'),
        due: moneyNumber(row.due ?? '0'),
        collectionRate: row.collection_rate === null ? null : moneyNumber(row.collection_rate),
      },
    };
  });
}
