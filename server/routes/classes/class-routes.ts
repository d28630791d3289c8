/** Classes, subjects and timetables (spec part 2 §7.7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const classRoutes: FastifyPluginAsyncZod = async () => {};
