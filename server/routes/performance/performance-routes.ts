/** Performance GETs for teachers, subjects, schools and parents (spec part 2 §7.7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const performanceRoutes: FastifyPluginAsyncZod = async () => {};
