/** Logs a test in through the real login route and returns the headers for later calls. */
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '@/contract/auth';
import { DEMO_PASSWORD } from '../db/seed';

export type TestLogin = { token: string; user: SessionUser; headers: Record<string, string> };

export async function loginAs(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<TestLogin> {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
  if (response.statusCode !== 200) {
    throw new Error(`Login as ${username} failed with ${response.statusCode}: ${response.body}`);
  }
  const body = response.json() as { data: { token: string; user: SessionUser } };
  const { token, user } = body.data;
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}
