/** The app's API client instance: base `/api`, the payload key baked into the build. */
import { createApiClient } from '@/lib/api/api-client';
import { DEFAULT_PAYLOAD_KEY } from '@/lib/payload-envelope';

export const apiClient = createApiClient({
  payloadKey: import.meta.env.VITE_PAYLOAD_KEY ?? DEFAULT_PAYLOAD_KEY,
});

/** Short name for feature API modules: `api.get('/customers')`. */
export const api = apiClient;
