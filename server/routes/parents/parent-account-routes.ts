/** A parent's own account paths /parents/{id}/... (spec part 2 §7.5, wider client paths). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const parentAccountRoutes: FastifyPluginAsyncZod = async () => {};
