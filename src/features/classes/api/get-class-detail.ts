/** GET /classes/{id} and its figures: /stats, /analytics?weeks, /classes/performance/{id}. */
import { useQuery } from '@tanstack/react-query';
import {
  classAnalyticsAnswerSchema,
  classDetailAnswerSchema,
  classPerformanceAnswerSchema,
  classStatsAnswerSchema,
} from '@/contract/classes';
import { api } from '@/lib/api/api';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { classKeys } from '@/features/classes/api/class-keys';
import { readAnswer } from '@/lib/api/read-answer';

export function useClassDetail(id: number) {
  return useQuery({
    queryKey: classKeys.detail(id),
    queryFn: async ({ signal }) => readAnswer(await api.get(`/classes/${id}`, { signal }), classDetailAnswerSchema, 'Failed to load the class').data,
    retry: retryUnlessRefused,
  });
}

export function useClassStats(id: number) {
  return useQuery({
    queryKey: classKeys.stats(id),
    queryFn: async ({ signal }) => readAnswer(await api.get(`/classes/${id}/stats`, { signal }), classStatsAnswerSchema, 'Failed to load class statistics').data,
    retry: retryUnlessRefused,
  });
}

export const ANALYTICS_WEEKS = 8;

export function useClassAnalytics(id: number, weeks = ANALYTICS_WEEKS) {
  return useQuery({
    queryKey: classKeys.analytics(id, weeks),
    queryFn: async ({ signal }) =>
      readAnswer(await api.get(`/classes/${id}/analytics`, { searchParams: { weeks }, signal }), classAnalyticsAnswerSchema, 'Failed to load class analytics').data,
    retry: retryUnlessRefused,
  });
}

export function useClassPerformance(id: number) {
  return useQuery({
    queryKey: classKeys.performance(id),
    queryFn: async ({ signal }) =>
      readAnswer(await api.get(`/classes/performance/${id}`, { signal }), classPerformanceAnswerSchema, 'Failed to load class performance').data,
    retry: retryUnlessRefused,
  });
}
