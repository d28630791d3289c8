import * as authEndpoints from '@/contract/endpoints/auth';
import { send } from '@/lib/api/send';

/** POST /auth/logout: the server revokes the token. One try; the local logout follows anyway. */
export async function logoutRequest(): Promise<void> {
  await send(authEndpoints.logout, {}, { retries: 0, failed: 'Logout failed' });
}
