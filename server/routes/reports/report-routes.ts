/** Reports: list, generate, export (spec part 2 §7.7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reportRoutes: FastifyPluginAsyncZod = async () => {};
