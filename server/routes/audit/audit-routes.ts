/** GET /audit/logs, /audit/logs/{id}, /audit/logs/user/{id} (spec part 2 §7.7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const auditRoutes: FastifyPluginAsyncZod = async () => {};
