/**
 * POST /me/change-password: the current password must be right (400 with errors.currentPassword
 * otherwise). The token in use keeps working.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/contract/api';
import { AUTH_MESSAGES, changePasswordBodySchema } from '@/contract/auth';
import { users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { requireUser } from '../../lib/permission-checks';

export const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/change-password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password",
        body: changePasswordBodySchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const { currentPassword, newPassword } = request.body;
      const [row] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
        throw httpError(400, AUTH_MESSAGES.wrongCurrentPassword, {
          currentPassword: AUTH_MESSAGES.wrongCurrentPassword,
        });
      }
      // Hashed before the transaction: argon2 is slow on purpose, and PGlite has one connection.
      const passwordHash = await hashPassword(newPassword);
      return app.writeTransaction(request, reply, async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        return { success: true as const, message: AUTH_MESSAGES.passwordChanged };
      });
    },
  );
};
