import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DASHBOARD_LIVE_REFRESH_MS,
  studentAnalyticsSchema,
  type DashboardPeriodName,
  type StudentAnalytics,
} from '@/contract/student-analytics';
import { STUDENT_MESSAGES } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { studentKeys } from '@/features/students/api/student-keys';

export const STUDENT_ANALYTICS_PATH = '/students/analytics';

/**
 * The dashboard's reading of an analytics answer: every field of the contract, or undefined when
 * the answer lacks it (or sends it in a shape the contract does not allow). The spec's fallback
 * figures (§3.3) are for exactly that case, so the screen must be able to tell "missing" from 0.
 */
export type DashboardAnalytics = { [Field in keyof StudentAnalytics]: StudentAnalytics[Field] | undefined };

const fields = studentAnalyticsSchema.shape;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readField(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  // A list keeps its readable items: one item of a kind a newer server added must not blank it.
  if (Array.isArray(value) && 'element' in schema && isZodType(schema.element)) {
    const element = schema.element;
    return value.flatMap((item) => {
      const parsed = element.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function isZodType(value: unknown): value is z.ZodType {
  return isRecord(value) && typeof (value as { safeParse?: unknown }).safeParse === 'function';
}

/** Reads `data` field by field (see DashboardAnalytics). */
export function readStudentAnalytics(data: unknown): DashboardAnalytics {
  const source = isRecord(data) ? data : {};
  const read: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields)) {
    read[name] = readField(schema, source[name]);
  }
  return read as DashboardAnalytics;
}

/** GET /students/analytics?period= (spec part 2 §7.1). */
export async function getStudentAnalytics(period: DashboardPeriodName, signal?: AbortSignal): Promise<DashboardAnalytics> {
  const answer = await api.get<unknown>(STUDENT_ANALYTICS_PATH, { searchParams: { period }, signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.analyticsFailed, { status: 200 });
  return readStudentAnalytics(answer.data);
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
