import { api } from '@/lib/api/api';

export const LOGOUT_PATH = '/auth/logout';

/** POST /auth/logout: the server revokes the token. One try; the local logout follows anyway. */
export async function logoutRequest(): Promise<void> {
  await api.post(LOGOUT_PATH, undefined, { retries: 0 });
}
