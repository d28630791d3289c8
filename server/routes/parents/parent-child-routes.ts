/** A parent's child's records /parents/{id}/students/{sid}/... (spec part 2 §7.5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const parentChildRoutes: FastifyPluginAsyncZod = async () => {};
