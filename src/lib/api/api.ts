/** The app's API client instance: base `/api`, the payload key baked into the build. */
import { createApiClient } from '@/lib/api/api-client';
import { PAYLOAD_KEY } from '@/lib/api/payload-key';

export const apiClient = createApiClient({ payloadKey: PAYLOAD_KEY });

/** Short name for feature API modules: `api.get('/customers')`. */
export const api = apiClient;
