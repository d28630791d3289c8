import { AUTH_MESSAGES, type LoginBody, type SessionUser } from '@/contract/auth';
import * as authEndpoints from '@/contract/endpoints/auth';
import { isApiError } from '@/lib/api/api-error';
import { send } from '@/lib/api/send';

export type LoginData = { token: string; user: SessionUser };

/** A login the server answered but refused or answered in a shape we cannot use. */
export class LoginRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRefusedError';
  }
}

/**
 * POST /users/login with a plain body (spec part 1 §7). No automatic retries: the person is at
 * the form, and repeating a refused or rate-limited login only makes the wait longer.
 */
export async function loginRequest(credentials: LoginBody): Promise<LoginData> {
  try {
    const answer = await send(authEndpoints.login, { body: credentials }, { plain: true, retries: 0, failed: AUTH_MESSAGES.loginFailed });
    return answer.data;
  } catch (error) {
    // A 200 that refuses, or one whose shape the contract does not know: its message, as before.
    if (isApiError(error) && error.status === 200) throw new LoginRefusedError(error.message);
    throw error;
  }
}
