/** /students: the dashboard analytics, per-student stats, analytics, performance, attendance, grades, payments and events, conversion analytics, stats by class and status, cache stats and warm (spec part 2 §7.1). Being built (issue 5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const studentAnalyticsRoutes: FastifyPluginAsyncZod = async () => {};
