/** One API call as a signed-in test user, through the real app (`url` without the /api prefix). */
import type { FastifyInstance } from 'fastify';
import type { TestLogin } from './login';

export type ApiCall = { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; url: string; payload?: unknown };

export function callApi(app: FastifyInstance, as: TestLogin, { method, url, payload }: ApiCall) {
  return app.inject({ method, url: `/api${url}`, headers: as.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
