/**
 * POST /ai/request {type, context, conversationId?} (spec part 2 §7.7). Without a provider
 * (AI_PROVIDER_URL, AI_PROVIDER_KEY, AI_MODEL unset) the answer is 501 "AI assistant is not
 * configured". With one, the request goes to it (server/lib/ai-provider.ts: an OpenAI-compatible
 * chat completion) and its text comes back as it came; a provider that fails gives 502, one that
 * does not answer in time 504 — never an invented reply. The conversation, when named, must be the
 * user's (404 otherwise), checked first so the answer never tells whether someone else's exists.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, successResponse } from '@/contract/api';
import { MESSAGING_MESSAGES, aiAnswerSchema, aiRequestInputSchema } from '@/contract/messaging';
import { AiProviderError, askAiProvider } from '../../lib/ai-provider';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { buildAiPrompt } from './ai-prompts';
import { findMemberConversation } from './messaging-access';
import { tags } from './messaging-params';

export const aiRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ai/request',
    {
      config: { access: { permission: 'messaging:create' } },
      schema: {
        tags,
        summary: 'Ask the AI assistant (501 unless a provider is configured)',
        description: 'Sent to the configured OpenAI-compatible provider (AI_PROVIDER_URL, AI_PROVIDER_KEY, AI_MODEL). 501 without one; 502 when it fails; 504 when it does not answer in 20 s.',
        body: aiRequestInputSchema,
        response: { 200: successResponse(aiAnswerSchema), ...errors, 501: errorResponseSchema, 502: errorResponseSchema, 504: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { type, context, conversationId } = request.body;
      if (conversationId !== undefined) await findMemberConversation(app.db, user, conversationId);
      const provider = app.config.aiProvider;
      if (!provider) throw httpError(501, MESSAGING_MESSAGES.aiNotConfigured);
      const prompt = await buildAiPrompt(app.db, type, context, conversationId);
      try {
        const answer = await askAiProvider(provider, prompt);
        return { success: true as const, message: MESSAGING_MESSAGES.aiAnswered, data: { type, ...answer } };
      } catch (error) {
        if (!(error instanceof AiProviderError)) throw error;
        request.log.warn({ err: error }, 'AI provider call failed');
        throw httpError(error.kind === 'timeout' ? 504 : 502, error.message);
      }
    },
  );
};
