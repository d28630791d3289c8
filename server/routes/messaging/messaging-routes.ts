/**
 * Messaging (spec part 2 §7.7, issue 9): conversations, messages, polls, file messages, call
 * records and the AI request. Each part is its own plugin; multipart parsing is registered only
 * inside the file plugin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { aiRequestRoutes } from './ai-request-routes';
import { callRoutes } from './call-routes';
import { conversationRoutes } from './conversation-routes';
import { messageFileRoutes } from './message-file-routes';
import { messageRoutes } from './message-routes';
import { pollRoutes } from './poll-routes';

export const messagingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(messageRoutes);
  await app.register(conversationRoutes);
  await app.register(pollRoutes);
  await app.register(callRoutes);
  await app.register(messageFileRoutes);
  await app.register(aiRequestRoutes);
};
