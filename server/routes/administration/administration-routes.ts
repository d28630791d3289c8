/** CRUD for /owners, /schools and /resources (spec part 2 §7.7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const administrationRoutes: FastifyPluginAsyncZod = async () => {};
