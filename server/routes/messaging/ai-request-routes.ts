/**
 * POST /ai/request {type, context, conversationId?} (spec part 2 §7.7). Without a provider
 * (AI_PROVIDER_URL, AI_PROVIDER_KEY, AI_MODEL unset) the answer is 501 "AI assistant is not
 * configured". With one, the request goes to it (server/lib/ai-provider.ts: an OpenAI-compatible
 * chat completion) and its text comes back as it came; a provider that fails gives 502, one that
 * does not answer in time 504 — never an invented reply. The conversation, when named, must be the
 * user's (404 otherwise), checked first so the answer never tells whether someone else's exists.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as aiEndpoints from '@/contract/endpoints/messaging/ai';
import { MESSAGING_MESSAGES } from '@/contract/messaging';
import { AiProviderError, askAiProvider } from '../../lib/ai-provider';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { buildAiPrompt } from './ai-prompts';
import { findMemberConversation } from './messaging-access';

export const aiRequestRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, aiEndpoints.request, async (request) => {
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
  });
};
