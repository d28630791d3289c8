/**
 * The school's inbox of messages parents send (staff with parent:read; a parent is refused on the
 * server): GET /parent-messages, GET /parent-messages/{id}, PATCH /parent-messages/{id}/read and
 * /unread. A read mark may be kept on the device when the server cannot be reached.
 */
import { defineEndpoint, type OfflinePolicy } from '@/contract/endpoint';
import {
  parentInboxListAnswerSchema,
  parentInboxMessageAnswerSchema,
  parentInboxParamsSchema,
  parentInboxQuerySchema,
} from '@/contract/parent-inbox';

const tags = ['parent inbox'];
const access = { permission: 'parent:read' };

const keptMark = (key: string): OfflinePolicy => ({
  describe: () => ({ key, values: {} }),
  pending: { entity: 'parentMessage', id: (write) => write.params.id ?? null },
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/parent-messages',
  tags,
  summary:
    "Messages parents sent the school, newest first, paged; filters unread, studentId, parentId, parentUserId, search; meta.unread is the schools' unread count (staff only; a parent: 403)",
  access,
  query: parentInboxQuerySchema,
  answers: { 200: parentInboxListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/parent-messages/:id',
  tags,
  summary: 'One message from a parent with its full text (reading it does not mark it read)',
  access,
  params: parentInboxParamsSchema,
  answers: { 200: parentInboxMessageAnswerSchema },
});

export const markRead = defineEndpoint({
  method: 'PATCH',
  path: '/parent-messages/:id/read',
  tags,
  summary: 'Mark a message from a parent read (an already read message keeps its first read time)',
  access,
  params: parentInboxParamsSchema,
  answers: { 200: parentInboxMessageAnswerSchema },
  offline: keptMark('messaging.pending.markParentMessageRead'),
});

export const markUnread = defineEndpoint({
  method: 'PATCH',
  path: '/parent-messages/:id/unread',
  tags,
  summary: 'Mark a message from a parent unread again',
  access,
  params: parentInboxParamsSchema,
  answers: { 200: parentInboxMessageAnswerSchema },
  offline: keptMark('messaging.pending.markParentMessageUnread'),
});
