/**
 * Messages (spec part 2 §7.7): GET/POST /messages, GET/PUT/DELETE /messages/{id}, PATCH
 * /messages/{id}/read, GET /messages/unread/count, GET /messages/search?q=, and a message's file
 * (POST /messages/files/upload, GET /messages/files/{id}). Sending, editing and marking read may be
 * kept on the device when the server cannot be reached; an upload never is.
 */
import { z } from 'zod';
import { pageQuerySchema } from '@/contract/api';
import { defineEndpoint, type OfflinePolicy, type WriteDescription } from '@/contract/endpoint';
import { coercedIdSchema } from '@/contract/ids';
import {
  MAX_MESSAGE_LENGTH,
  editMessageInputSchema,
  messageSchema,
  messageSearchQuerySchema,
  sendMessageInputSchema,
} from '@/contract/messaging';
import { pagedAnswer } from '@/contract/api';
import { dataAnswer, excerpt, textField } from '@/contract/endpoints/messaging/answers';
import { fileAnswer } from '@/contract/file-answers';
import { idParamsSchema, tags } from '@/contract/endpoints/messaging/params';

export const messageAnswerSchema = dataAnswer(messageSchema);
export const messagePageAnswerSchema = pagedAnswer(messageSchema);
export const messageIdAnswerSchema = dataAnswer(z.object({ id: z.number().int() }));

/** "Message: “Salaam, the meeting…”" (a message the device keeps for later). */
export const keptMessage = (key: string): OfflinePolicy => ({
  describe: (write): WriteDescription => {
    const text = excerpt(textField(write.body, 'body'));
    return text === '' ? { key: `${key}Empty`, values: {} } : { key, values: { text } };
  },
  pending: { entity: 'message', id: () => null },
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/messages',
  tags,
  summary: 'Messages the user sent, received or can see in their conversations, newest first',
  access: { permission: 'messaging:read' },
  query: pageQuerySchema,
  answers: { 200: messagePageAnswerSchema },
});

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/messages/unread/count',
  tags,
  summary: 'How many messages the user has not read yet',
  access: { permission: 'messaging:read' },
  answers: { 200: dataAnswer(z.object({ count: z.number().int() })) },
});

export const search = defineEndpoint({
  method: 'GET',
  path: '/messages/search',
  tags,
  summary: 'Messages the user can see whose text contains `q` (any case), newest first',
  access: { permission: 'messaging:read' },
  query: pageQuerySchema.extend(messageSearchQuerySchema.shape),
  answers: { 200: messagePageAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/messages',
  tags,
  summary: 'Send a message into a conversation or straight to one person of the school',
  access: { permission: 'messaging:create' },
  body: sendMessageInputSchema,
  answers: { 201: messageAnswerSchema },
  offline: keptMessage('messaging.pending.sendMessage'),
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/messages/:id',
  tags,
  summary: 'One message the user can see',
  access: { permission: 'messaging:read' },
  params: idParamsSchema,
  answers: { 200: messageAnswerSchema },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/messages/:id',
  tags,
  summary: "Edit the text of one of the user's own messages",
  access: { permission: 'messaging:update' },
  params: idParamsSchema,
  body: editMessageInputSchema,
  answers: { 200: messageAnswerSchema },
  offline: {
    describe: (write): WriteDescription => {
      const text = excerpt(textField(write.body, 'body'));
      return text === '' ? { key: 'messaging.pending.editMessageEmpty', values: {} } : { key: 'messaging.pending.editMessage', values: { text } };
    },
    pending: { entity: 'message', id: (write) => write.params.id ?? null },
  },
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/messages/:id',
  tags,
  summary: "Delete one of the user's own messages (soft)",
  access: { permission: 'messaging:delete' },
  params: idParamsSchema,
  answers: { 200: messageIdAnswerSchema },
});

export const markRead = defineEndpoint({
  method: 'PATCH',
  path: '/messages/:id/read',
  tags,
  summary: 'Mark a message read (in a conversation: it and every earlier one)',
  access: { permission: 'messaging:read' },
  params: idParamsSchema,
  answers: { 200: messageAnswerSchema },
  offline: {
    describe: () => ({ key: 'messaging.pending.markRead', values: {} }),
    pending: { entity: 'message', id: (write) => write.params.id ?? null },
  },
});

/** The upload form's text fields (the file comes in `file`; the server reads the parts itself). */
export const messageFileFieldsSchema = z.object({
  conversationId: coercedIdSchema,
  body: z.string().trim().max(MAX_MESSAGE_LENGTH).default(''),
});

export const messageFileFormSchema = messageFileFieldsSchema.extend({ file: z.file().describe('The file: PDF, PNG, JPEG or .docx') });

export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/messages/files/upload',
  tags,
  summary: 'Send a file (PDF, PNG, JPEG or .docx, at most 10 MB) as a message in a conversation',
  access: { permission: 'messaging:create' },
  form: messageFileFormSchema,
  answers: { 201: z.object({ success: z.literal(true), data: messageSchema, message: z.string() }) },
  moreErrors: [413, 415],
});

export const downloadFile = defineEndpoint({
  method: 'GET',
  path: '/messages/files/:id',
  tags,
  summary: "Download a message's file (attachment with its name)",
  access: { permission: 'messaging:read' },
  params: idParamsSchema,
  answers: { 200: fileAnswer },
});
