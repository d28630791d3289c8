/** The people a staff member can start a conversation with (the Messaging screen's member picker). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const messagingContactsRoutes: FastifyPluginAsyncZod = async () => {};
