/** A staff member's collaboration notes, documents and tasks; /staff/bulk (spec part 2 §7.3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const staffRecordRoutes: FastifyPluginAsyncZod = async () => {};
