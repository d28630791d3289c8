/** The backend connection test (spec part 1 §8): GET /health, answered with message keys. */
import * as healthEndpoints from '@/contract/endpoints/health';
import type { ApiClient } from '@/lib/api/api-client';
import { apiClient } from '@/lib/api/api';

/** English texts of the keys, for the locale catalogue. */
export const CONNECTION_MESSAGES = {
  'connection.success': 'Backend connection successful',
  'connection.failed': 'Backend connection failed',
  'connection.online': 'API is online',
  'connection.offline': 'API is offline',
} as const;

export type ConnectionCheck = {
  online: boolean;
  messageKey: 'connection.success' | 'connection.failed';
  statusKey: 'connection.online' | 'connection.offline';
};

export const HEALTH_PATH = healthEndpoints.check.path;
const HEALTH_TIMEOUT_MS = 10_000;

export async function checkBackendConnection(client: ApiClient = apiClient): Promise<ConnectionCheck> {
  try {
    // A status check should answer now, not after a minute of retries.
    const answer = await client.get(HEALTH_PATH, { retries: 0, timeout: HEALTH_TIMEOUT_MS });
    if (answer.success !== false) {
      return { online: true, messageKey: 'connection.success', statusKey: 'connection.online' };
    }
  } catch (error) {
    console.warn('Backend connection check failed', error);
  }
  return { online: false, messageKey: 'connection.failed', statusKey: 'connection.offline' };
}
