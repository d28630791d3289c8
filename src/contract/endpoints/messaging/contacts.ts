/** GET /messaging/contacts?search=: the Messaging screen's member picker (staff of the school). */
import { defineEndpoint } from '@/contract/endpoint';
import { messagingContactsAnswerSchema, messagingContactsQuerySchema } from '@/contract/messaging-contacts';
import { tags } from '@/contract/endpoints/messaging/params';

export const list = defineEndpoint({
  method: 'GET',
  path: '/messaging/contacts',
  tags,
  summary: "Staff of the user's school to start a conversation with (no parents or students), by name, at most 50",
  access: { permission: 'messaging:read' },
  query: messagingContactsQuerySchema,
  answers: { 200: messagingContactsAnswerSchema },
});
