/**
 * Call records of a conversation (spec part 2 §7.7): GET/POST /conversations/{id}/calls and PATCH
 * /conversations/{id}/calls/{callId}. Never kept for later: a call happens now (its end needs the
 * id the start answers, and a replayed end would record the wrong time).
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { callRecordSchema, endCallInputSchema, startCallInputSchema } from '@/contract/messaging';
import { dataAnswer } from '@/contract/endpoints/messaging/answers';
import { callParamsSchema, idParamsSchema, tags } from '@/contract/endpoints/messaging/params';

export const callAnswerSchema = dataAnswer(callRecordSchema);

export const list = defineEndpoint({
  method: 'GET',
  path: '/conversations/:id/calls',
  tags,
  summary: 'The call records of a conversation, newest first',
  access: { permission: 'messaging:read' },
  params: idParamsSchema,
  answers: { 200: dataAnswer(z.array(callRecordSchema)) },
});

export const start = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/calls',
  tags,
  summary: 'Record the start of an audio or video call',
  access: { permission: 'messaging:create' },
  params: idParamsSchema,
  body: startCallInputSchema,
  answers: { 201: callAnswerSchema },
});

export const end = defineEndpoint({
  method: 'PATCH',
  path: '/conversations/:id/calls/:callId',
  tags,
  summary: 'Record the end of a call (ENDED, or MISSED when nobody answered)',
  access: { permission: 'messaging:create' },
  params: callParamsSchema,
  body: endCallInputSchema,
  answers: { 200: callAnswerSchema },
});
