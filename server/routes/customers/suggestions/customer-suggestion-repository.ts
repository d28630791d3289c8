/**
 * Actionable suggestions computed from the data (GET /customers/suggestions and
 * /customers/suggestions/{id}). Each rule is a query over the open leads (not converted, status
 * NEW, CONTACTED or QUALIFIED) of the schools in scope:
 * - FOLLOW_UP_HIGH_PRIORITY (high): HIGH or URGENT priority, not contacted for contactDays
 *   (default 7) since the last contact, or since registration when never contacted;
 * - OVERDUE_TASKS (high): open or in-progress tasks past their due time;
 * - READY_TO_CONVERT (medium): QUALIFIED, for enrollment or of type STUDENT, no student yet;
 * - STALE_LEAD (low): other priorities, no activity, contact or edit for staleDays (default 30).
 */
import { and, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { type CustomerSuggestion, type Suggestions, SUGGESTION_KINDS } from '@/contract/customer-extras';
import type { DbOrTx } from '../../../db/connection';
import { customers } from '../../../db/schema';
import type { AuthUser } from '../../../types';
import { toCustomerSummary } from '../customer-answer-parts';
import { visibleCustomers } from '../customer-lookup';

type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
type Severity = 'high' | 'medium' | 'low';

export type SuggestionThresholds = { contactDays: number; staleDays: number };

const DAY_SECONDS = 86_400;
const OPEN_STATUSES = ['NEW', 'CONTACTED', 'QUALIFIED'];
const HIGH_PRIORITIES = ['HIGH', 'URGENT'];

const openLead = and(isNull(customers.convertedStudentId), inArray(customers.status, OPEN_STATUSES));
const lastContactAt = sql`coalesce(${customers.lastContact}, ${customers.createdAt})`;
const lastTouchAt = sql`greatest(${customers.createdAt}, ${customers.updatedAt}, coalesce(${customers.lastActivity}, ${customers.createdAt}), coalesce(${customers.lastContact}, ${customers.createdAt}))`;
// Written out in full: in a one-table select Drizzle leaves column names unqualified, which the subquery would misread.
const overdueTasks = sql<number>`(select count(*)::int from customer_tasks t where t.customer_id = "customers"."id" and t.status in ('OPEN', 'IN_PROGRESS') and t.due_date < now())`;

const daysSince = (instant: SQL) => sql<number>`floor(extract(epoch from (now() - ${instant})) / ${DAY_SECONDS})::int`;
const olderThan = (instant: SQL, days: number) => sql`${instant} < now() - make_interval(days => ${days}::int)`;

type Rule = {
  kind: SuggestionKind;
  severity: Severity;
  where: (thresholds: SuggestionThresholds) => SQL | undefined;
  days: SQL<number> | null;
  order: SQL[];
  message: (days: number | null, overdue: number) => string;
};

const RULES: readonly Rule[] = [
  {
    kind: 'FOLLOW_UP_HIGH_PRIORITY',
    severity: 'high',
    where: ({ contactDays }) => and(openLead, inArray(customers.priority, HIGH_PRIORITIES), olderThan(lastContactAt, contactDays)),
    days: daysSince(lastContactAt),
    order: [sql`${lastContactAt} asc`],
    message: (days) => `High-priority lead not contacted for ${days} days`,
  },
  {
    kind: 'OVERDUE_TASKS',
    severity: 'high',
    where: () => sql`${overdueTasks} > 0`,
    days: null,
    order: [sql`${overdueTasks} desc`, desc(customers.createdAt)],
    message: (_days, overdue) => `${overdue} overdue ${overdue === 1 ? 'task' : 'tasks'}`,
  },
  {
    kind: 'READY_TO_CONVERT',
    severity: 'medium',
    where: () => and(isNull(customers.convertedStudentId), eq(customers.status, 'QUALIFIED'), or(eq(customers.purpose, 'ENROLLMENT'), eq(customers.type, 'STUDENT'))),
    days: null,
    order: [desc(customers.updatedAt)],
    message: () => 'Qualified for enrollment: convert to a student',
  },
  {
    kind: 'STALE_LEAD',
    severity: 'low',
    where: ({ staleDays }) => and(openLead, notInArray(customers.priority, HIGH_PRIORITIES), olderThan(lastTouchAt, staleDays)),
    days: daysSince(lastTouchAt),
    order: [sql`${lastTouchAt} asc`],
    message: (days) => `No activity for ${days} days`,
  },
];

async function runRule(db: DbOrTx, rule: Rule, condition: SQL | undefined, limit: number): Promise<{ total: number; items: CustomerSuggestion[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ customer: customers, days: rule.days ?? sql<null>`null`, overdue: overdueTasks })
      .from(customers)
      .where(condition)
      .orderBy(...rule.order, desc(customers.id))
      .limit(limit),
    db.select({ value: count() }).from(customers).where(condition),
  ]);
  return {
    total: Number(total?.value ?? 0),
    items: rows.map((row) => {
      const days = row.days === null ? null : Number(row.days);
      const overdue = Number(row.overdue ?? 0);
      return {
        kind: rule.kind,
        severity: rule.severity,
        message: rule.message(days, overdue),
        customer: toCustomerSummary(row.customer),
        days,
        overdueTasks: rule.kind === 'OVERDUE_TASKS' ? overdue : null,
      };
    }),
  };
}

export async function customerSuggestions(
  db: DbOrTx,
  user: AuthUser,
  thresholds: SuggestionThresholds,
  limit: number,
  customerId?: string,
): Promise<Suggestions> {
  const scope = visibleCustomers(user, customerId ? eq(customers.id, customerId) : undefined);
  const results = await Promise.all(RULES.map((rule) => runRule(db, rule, and(scope, rule.where(thresholds)), limit)));
  const counts = Object.fromEntries(RULES.map((rule, index) => [rule.kind, results[index].total])) as Record<SuggestionKind, number>;
  return { thresholds, counts, suggestions: results.flatMap((result) => result.items) };
}
