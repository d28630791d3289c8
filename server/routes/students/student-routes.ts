/** /students: CRUD, list, search, bulk, restore, export and import, code suggestions, by school and class, the classes list (spec part 2 §7.1). Being built (issue 5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const studentRoutes: FastifyPluginAsyncZod = async () => {};
