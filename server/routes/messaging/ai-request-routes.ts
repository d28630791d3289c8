/**
 * POST /ai/request {type, context, conversationId?} (spec part 2 §7.7). No AI provider ships
 * with the product, so the answer is 501 "AI assistant is not configured" — never an invented
 * reply. The conversation, when named, must be the user's (404 otherwise), checked first so the
 * answer never tells whether someone else's conversation exists.
 *
 * How a provider would be added: set AI_PROVIDER_URL (and AI_PROVIDER_KEY) in the server's
 * environment; this handler would then POST `{ type, context }` (plus the conversation's last
 * messages when conversationId is given) as JSON to that URL with
 * `Authorization: Bearer ${AI_PROVIDER_KEY}` and an AbortSignal.timeout(20_000), and answer
 * 200 `{ success: true, data: { text } }` with the provider's text, or 502 when it fails. No
 * provider can be reached from here, so that call is not written; until it is, even a set URL
 * answers 501 (with a message saying the call is not built), so nothing pretends to work.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/contract/api';
import { MESSAGING_MESSAGES, aiRequestInputSchema } from '@/contract/messaging';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { requireUser } from '../../lib/permission-checks';
import { findMemberConversation } from './messaging-access';
import { tags } from './messaging-params';

export const AI_PROVIDER_NOT_CONNECTED = 'An AI provider is set (AI_PROVIDER_URL) but this server does not call providers yet';

export const aiRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ai/request',
    {
      config: { access: { permission: 'messaging:create' } },
      schema: {
        tags,
        summary: 'Ask the AI assistant (501 unless a provider is configured)',
        body: aiRequestInputSchema,
        response: { ...errors, 501: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      if (request.body.conversationId !== undefined) await findMemberConversation(app.db, user, request.body.conversationId);
      const configured = Boolean(process.env.AI_PROVIDER_URL?.trim());
      return reply.code(501).send({ success: false as const, message: configured ? AI_PROVIDER_NOT_CONNECTED : MESSAGING_MESSAGES.aiNotConfigured });
    },
  );
};
