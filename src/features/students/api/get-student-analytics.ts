import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import * as analyticsEndpoints from '@/contract/endpoints/students/analytics';
import { studentAnalyticsSchema, type DashboardPeriodName, type StudentAnalytics } from '@/contract/student-analytics';
import { STUDENT_MESSAGES } from '@/contract/students';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { studentKeys } from '@/features/students/api/student-keys';
import { DASHBOARD_LIVE_REFRESH_MS } from '@/features/students/student-timings';

/**
 * The dashboard's reading of an analytics answer: every field of the contract, or undefined when
 * the answer lacks it (or sends it in a shape the contract does not allow). The spec's fallback
 * figures (§3.3) are for exactly that case, so the screen must be able to tell "missing" from 0.
 */
export type DashboardAnalytics = { [Field in keyof StudentAnalytics]: StudentAnalytics[Field] | undefined };

/**
 * One field of the contract, read on its own: unreadable (or null) is undefined, and a list keeps
 * its readable items (one item of a kind a newer server added must not blank it).
 */
function fieldAsRead(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodArray)) return schema.optional().catch(undefined);
  const item = (schema.element as z.ZodType).optional().catch(undefined);
  return z
    .array(item)
    .transform((items) => items.filter((value) => value !== undefined))
    .optional()
    .catch(undefined);
}

const fieldNames = Object.keys(studentAnalyticsSchema.shape);

/** The answer's `data` read field by field; every field of the contract is named, missing ones undefined. */
const analyticsAsRead = z.preprocess(
  (data: unknown) => (typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}),
  z
    .object(Object.fromEntries(Object.entries(studentAnalyticsSchema.shape).map(([name, schema]) => [name, fieldAsRead(schema)])))
    .transform((read: Record<string, unknown>) => Object.fromEntries(fieldNames.map((name) => [name, read[name]]))),
) as unknown as z.ZodType<DashboardAnalytics>;

/**
 * GET /students/analytics as the dashboard reads it: the contract's definition, its answer read
 * field by field (analyticsAsRead) instead of whole, so a missing figure shows its fallback.
 */
const dashboardAsRead = {
  ...analyticsEndpoints.dashboard,
  answers: { 200: z.object({ success: z.literal(true), message: z.string().optional(), data: analyticsAsRead }) },
};

/** The answer's `data` as the dashboard reads it (see DashboardAnalytics). */
export function readStudentAnalytics(data: unknown): DashboardAnalytics {
  return analyticsAsRead.parse(data);
}

/** GET /students/analytics?period= (spec part 2 §7.1). */
export async function getStudentAnalytics(period: DashboardPeriodName, signal?: AbortSignal): Promise<DashboardAnalytics> {
  const answer = await send(dashboardAsRead, { query: { period } }, { signal, failed: STUDENT_MESSAGES.analyticsFailed });
  return answer.data;
}

export function studentAnalyticsQueryOptions(period: DashboardPeriodName) {
  return queryOptions({
    queryKey: studentKeys.analytics(period),
    queryFn: ({ signal }) => getStudentAnalytics(period, signal),
    retry: retryUnlessRefused,
  });
}

export type UseStudentAnalyticsOptions = {
  /** Live Mode (spec §4): asks again every 30 s while the dashboard is open. */
  live: boolean;
};

/**
 * The dashboard's figures for one period. The previous period's figures stay on screen while a
 * newly chosen period loads, so the page does not blank out at every change.
 */
export function useStudentAnalytics(period: DashboardPeriodName, { live }: UseStudentAnalyticsOptions) {
  return useQuery({
    ...studentAnalyticsQueryOptions(period),
    placeholderData: keepPreviousData,
    refetchInterval: live ? DASHBOARD_LIVE_REFRESH_MS : false,
    // The app's default never refetches on mount; figures a student write marked stale (or older
    // than the 10-minute stale time) are asked again when the dashboard opens.
    refetchOnMount: true,
  });
}
