/**
 * Conversations (spec part 2 §7.7): GET/POST /conversations, GET/PUT/DELETE /conversations/{id},
 * GET/POST /conversations/{id}/messages. Starting, changing and posting in a conversation may be
 * kept on the device when the server cannot be reached.
 */
import { z } from 'zod';
import { pageQuerySchema } from '@/contract/api';
import { defineEndpoint, type WriteDescription } from '@/contract/endpoint';
import {
  conversationSchema,
  createConversationInputSchema,
  postConversationMessageInputSchema,
  updateConversationInputSchema,
} from '@/contract/messaging';
import { dataAnswer, excerpt, textField } from '@/contract/endpoints/messaging/answers';
import { keptMessage, messageAnswerSchema, messageIdAnswerSchema, messagePageAnswerSchema } from '@/contract/endpoints/messaging/messages';
import { idParamsSchema, tags } from '@/contract/endpoints/messaging/params';

export const conversationAnswerSchema = dataAnswer(conversationSchema);
export const conversationListAnswerSchema = dataAnswer(z.array(conversationSchema));

export const list = defineEndpoint({
  method: 'GET',
  path: '/conversations',
  tags,
  summary: "The user's conversations, most recently active first",
  access: { permission: 'messaging:read' },
  answers: { 200: conversationListAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/conversations',
  tags,
  summary: 'Start a conversation with people of the school (the user is its owner)',
  access: { permission: 'messaging:create' },
  body: createConversationInputSchema,
  answers: { 200: conversationAnswerSchema, 201: conversationAnswerSchema },
  offline: {
    describe: (write): WriteDescription => {
      const title = excerpt(textField(write.body, 'title'));
      return title === '' ? { key: 'messaging.pending.createDirect', values: {} } : { key: 'messaging.pending.createConversation', values: { title } };
    },
    pending: { entity: 'conversation', id: () => null },
  },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/conversations/:id',
  tags,
  summary: "One of the user's conversations",
  access: { permission: 'messaging:read' },
  params: idParamsSchema,
  answers: { 200: conversationAnswerSchema },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/conversations/:id',
  tags,
  summary: 'Rename a conversation, add or remove members (owner only)',
  access: { permission: 'messaging:update' },
  params: idParamsSchema,
  body: updateConversationInputSchema,
  answers: { 200: conversationAnswerSchema },
  offline: {
    describe: (write): WriteDescription => {
      const title = excerpt(textField(write.body, 'title'));
      return title === '' ? { key: 'messaging.pending.updateConversation', values: {} } : { key: 'messaging.pending.renameConversation', values: { title } };
    },
    pending: { entity: 'conversation', id: (write) => write.params.id ?? null },
  },
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/conversations/:id',
  tags,
  summary: 'Delete a conversation (owner only; soft)',
  access: { permission: 'messaging:delete' },
  params: idParamsSchema,
  answers: { 200: messageIdAnswerSchema },
});

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/conversations/:id/messages',
  tags,
  summary: 'The messages of a conversation, newest first',
  access: { permission: 'messaging:read' },
  params: idParamsSchema,
  query: pageQuerySchema,
  answers: { 200: messagePageAnswerSchema },
});

export const postMessage = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/messages',
  tags,
  summary: 'Post a message in a conversation',
  access: { permission: 'messaging:create' },
  params: idParamsSchema,
  body: postConversationMessageInputSchema,
  answers: { 201: messageAnswerSchema },
  offline: keptMessage('messaging.pending.postMessage'),
});
