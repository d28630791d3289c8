/** The auth area: login, session (logout, refresh, profile) and password change. */
import type { FastifyPluginAsync } from 'fastify';
import { changePasswordRoute } from './change-password-route';
import { loginRoute } from './login-route';
import { sessionRoutes } from './session-routes';

export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoute);
  await app.register(sessionRoutes);
  await app.register(changePasswordRoute);
};
