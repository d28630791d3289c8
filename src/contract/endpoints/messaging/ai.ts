/**
 * POST /ai/request (spec part 2 §7.7): the AI assistant. Never kept for later: the user waits for
 * its answer.
 */
import { successResponse } from '@/contract/api';
import { defineEndpoint } from '@/contract/endpoint';
import { aiAnswerSchema, aiRequestInputSchema } from '@/contract/messaging';
import { tags } from '@/contract/endpoints/messaging/params';

export const request = defineEndpoint({
  method: 'POST',
  path: '/ai/request',
  tags,
  summary: 'Ask the AI assistant (501 unless a provider is configured)',
  description:
    'Sent to the configured OpenAI-compatible provider (AI_PROVIDER_URL, AI_PROVIDER_KEY, AI_MODEL). 501 without one; 502 when it fails; 504 when it does not answer in 20 s.',
  access: { permission: 'messaging:create' },
  body: aiRequestInputSchema,
  answers: { 200: successResponse(aiAnswerSchema) },
  moreErrors: [501, 502, 504],
});
