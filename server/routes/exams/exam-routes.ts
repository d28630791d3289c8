/** Exams, their grades and exam timetables (spec part 2 §7.7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const examRoutes: FastifyPluginAsyncZod = async () => {};
