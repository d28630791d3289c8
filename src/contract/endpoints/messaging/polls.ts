/**
 * Polls in a conversation (spec part 2 §7.7): GET/POST /conversations/{id}/polls and POST
 * /polls/{id}/vote. Starting a poll and voting may be kept on the device when the server cannot be
 * reached (a vote replaces the voter's earlier one, so a late replay is still their choice).
 */
import { z } from 'zod';
import { defineEndpoint, type WriteDescription } from '@/contract/endpoint';
import { createPollInputSchema, pollSchema, voteInputSchema } from '@/contract/messaging';
import { dataAnswer, excerpt, textField } from '@/contract/endpoints/messaging/answers';
import { idParamsSchema, tags } from '@/contract/endpoints/messaging/params';

export const pollAnswerSchema = dataAnswer(pollSchema);
export const pollListAnswerSchema = dataAnswer(z.array(pollSchema));

export const list = defineEndpoint({
  method: 'GET',
  path: '/conversations/:id/polls',
  tags,
  summary: 'The polls of a conversation, newest first, with their tallies',
  access: { permission: 'messaging:read' },
  params: idParamsSchema,
  answers: { 200: pollListAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/polls',
  tags,
  summary: 'Start a poll in a conversation',
  access: { permission: 'messaging:create' },
  params: idParamsSchema,
  body: createPollInputSchema,
  answers: { 201: pollAnswerSchema },
  offline: {
    describe: (write): WriteDescription => {
      const question = excerpt(textField(write.body, 'question'));
      return question === '' ? { key: 'messaging.pending.createPollUnnamed', values: {} } : { key: 'messaging.pending.createPoll', values: { question } };
    },
    pending: { entity: 'poll', id: () => null },
  },
});

export const vote = defineEndpoint({
  method: 'POST',
  path: '/polls/:id/vote',
  tags,
  summary: "Vote (replacing the user's earlier vote)",
  access: { permission: 'messaging:create' },
  params: idParamsSchema,
  body: voteInputSchema,
  answers: { 200: pollAnswerSchema },
  offline: {
    describe: () => ({ key: 'messaging.pending.vote', values: {} }),
    pending: { entity: 'poll', id: (write) => write.params.id ?? null },
  },
});
