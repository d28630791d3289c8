/**
 * Every endpoint the device may keep for later (its definition has an `offline` policy), found
 * from a queued request's method and path. The service worker asks it which writes to keep
 * (write-routing.ts); the outbox panel and each screen's pending badge ask it what a kept write is.
 * An area whose endpoints may be queued adds its module here.
 */
import type { EndpointDefinition, OfflinePolicy } from '@/contract/endpoint';
import { matchPath } from '@/contract/endpoint';
import * as customers from '@/contract/endpoints/customers';

const AREAS: readonly Record<string, unknown>[] = [customers];

export type OfflineWrite = EndpointDefinition & { offline: OfflinePolicy };

function isOfflineWrite(value: unknown): value is OfflineWrite {
  const candidate = value as Partial<EndpointDefinition> | null;
  return typeof candidate?.path === 'string' && typeof candidate.method === 'string' && candidate.offline !== undefined;
}

export const OFFLINE_WRITES: readonly OfflineWrite[] = AREAS.flatMap((area) => Object.values(area).filter(isOfflineWrite));

/** The kept-write endpoint a request is for, with its path params; `path` is below `/api`, without query. */
export function findOfflineWrite(method: string, path: string): { endpoint: OfflineWrite; params: Record<string, string> } | null {
  for (const endpoint of OFFLINE_WRITES) {
    if (endpoint.method !== method) continue;
    const params = matchPath(endpoint.path, path);
    if (params) return { endpoint, params };
  }
  return null;
}
