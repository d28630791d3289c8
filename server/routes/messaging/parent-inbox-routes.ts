/** The school's inbox of messages parents send (table parent_messages): staff read and mark them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const parentInboxRoutes: FastifyPluginAsyncZod = async () => {};
