/** /students: the ID card JPEG, its print count, and the avatar upload and delete (spec part 2 §7.1). Being built (issue 5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const studentCardRoutes: FastifyPluginAsyncZod = async () => {};
