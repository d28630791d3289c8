/** CRUD for /announcements and /assignments (spec part 2 §7.7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const classLifeRoutes: FastifyPluginAsyncZod = async () => {};
