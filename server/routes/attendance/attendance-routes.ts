/** The attendance calls (spec part 2 §7.6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const attendanceRoutes: FastifyPluginAsyncZod = async () => {};
