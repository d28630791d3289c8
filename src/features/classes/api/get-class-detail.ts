/** GET /classes/{id} and its figures: /stats, /analytics?weeks, /classes/performance/{id}. */
import { useQuery } from '@tanstack/react-query';
import * as classEndpoints from '@/contract/endpoints/classes';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { classKeys } from '@/features/classes/api/class-keys';

export function useClassDetail(id: number) {
  return useQuery({
    queryKey: classKeys.detail(id),
    ...offlineRead(),
    queryFn: async ({ signal }) => (await send(classEndpoints.get, { params: { id } }, { signal, failed: 'Failed to load the class' })).data,
    retry: retryUnlessRefused,
  });
}

export function useClassStats(id: number) {
  return useQuery({
    queryKey: classKeys.stats(id),
    ...offlineRead(),
    queryFn: async ({ signal }) => (await send(classEndpoints.stats, { params: { id } }, { signal, failed: 'Failed to load class statistics' })).data,
    retry: retryUnlessRefused,
  });
}

export const ANALYTICS_WEEKS = 8;

export function useClassAnalytics(id: number, weeks = ANALYTICS_WEEKS) {
  return useQuery({
    queryKey: classKeys.analytics(id, weeks),
    queryFn: async ({ signal }) =>
      (await send(classEndpoints.analytics, { params: { id }, query: { weeks } }, { signal, failed: 'Failed to load class analytics' })).data,
    retry: retryUnlessRefused,
  });
}

export function useClassPerformance(id: number) {
  return useQuery({
    queryKey: classKeys.performance(id),
    queryFn: async ({ signal }) => (await send(classEndpoints.performance, { params: { id } }, { signal, failed: 'Failed to load class performance' })).data,
    retry: retryUnlessRefused,
  });
}
