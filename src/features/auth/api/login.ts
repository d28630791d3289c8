import { AUTH_MESSAGES, loginResponseDataSchema, type LoginBody, type SessionUser } from '@/contract/auth';
import { api } from '@/lib/api/api';
import { LOGIN_PATH } from '@/lib/api/request-limits';

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
  const answer = await api.post<unknown>(LOGIN_PATH, credentials, { plain: true, retries: 0 });
  const parsed = loginResponseDataSchema.safeParse(answer.data);
  if (answer.success !== true || !parsed.success) {
    throw new LoginRefusedError(answer.message ?? AUTH_MESSAGES.loginFailed);
  }
  return parsed.data;
}
