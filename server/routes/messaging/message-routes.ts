/**
 * Messages (spec part 2 §7.7): GET/POST /messages, GET/PUT/DELETE /messages/{id},
 * PATCH /messages/{id}/read, GET /messages/unread/count and GET /messages/search?q=.
 *
 * Reading a message in a conversation means "read up to here": the reader's last_read_at moves to
 * it, so it and everything before it count as read (as every chat app does). Edits and deletes
 * are the sender's own (403 for others' visible messages); a delete is soft.
 * Access: reads and the read flag messaging:read (marking what you were sent as read is part of
 * reading it, and every role that can read messages must be able to clear its unread count);
 * sending messaging:create; edits messaging:update; deletes messaging:delete.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as messageEndpoints from '@/contract/endpoints/messaging/messages';
import { MESSAGING_MESSAGES } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import type { AuthUser } from '../../types';
import {
  bodyMatches,
  countMessages,
  insertMessage,
  markConversationReadUpTo,
  markDirectMessageRead,
  readMessage,
  readMessages,
  softDeleteMessage,
  unreadCondition,
  updateMessageBody,
} from './message-repository';

async function requireVisibleMessage(db: DbOrTx, user: AuthUser, messageId: number) {
  const message = await readMessage(db, user, messageId);
  if (!message) throw httpError(404, MESSAGING_MESSAGES.messageNotFound);
  return message;
}

async function requireOwnMessage(db: DbOrTx, user: AuthUser, messageId: number) {
  const message = await requireVisibleMessage(db, user, messageId);
  if (message.senderId !== user.id) throw httpError(403, MESSAGING_MESSAGES.notYourMessage);
  return message;
}

export const messageRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, messageEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit } = request.query;
    const [data, total] = await Promise.all([readMessages(app.db, user, undefined, { limit, offset: (page - 1) * limit }), countMessages(app.db, user, undefined)]);
    return { success: true as const, data, meta: { pagination: paginationMeta(page, limit, total) } };
  });

  routeEndpoint(app, messageEndpoints.unreadCount, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, data: { count: await countMessages(app.db, user, unreadCondition(user)) } };
  });

  routeEndpoint(app, messageEndpoints.search, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, q } = request.query;
    const match = bodyMatches(q);
    const [data, total] = await Promise.all([readMessages(app.db, user, match, { limit, offset: (page - 1) * limit }), countMessages(app.db, user, match)]);
    return { success: true as const, data, meta: { pagination: paginationMeta(page, limit, total) } };
  });

  routeEndpoint(app, messageEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const message = await insertMessage(tx, user, request.body);
      reply.code(201);
      return { success: true as const, data: message, message: MESSAGING_MESSAGES.messageSent };
    });
  });

  routeEndpoint(app, messageEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, data: await requireVisibleMessage(app.db, user, request.params.id) };
  });

  routeEndpoint(app, messageEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await requireOwnMessage(tx, user, request.params.id);
      await updateMessageBody(tx, request.params.id, request.body.body);
      return { success: true as const, data: await requireVisibleMessage(tx, user, request.params.id), message: MESSAGING_MESSAGES.messageUpdated };
    });
  });

  routeEndpoint(app, messageEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await requireOwnMessage(tx, user, request.params.id);
      await softDeleteMessage(tx, request.params.id);
      return { success: true as const, data: { id: request.params.id }, message: MESSAGING_MESSAGES.messageDeleted };
    });
  });

  routeEndpoint(app, messageEndpoints.markRead, async (request, reply) => {
    const user = requireUser(request.user);
    const messageId = request.params.id;
    return app.writeTransaction(request, reply, async (tx) => {
      const message = await requireVisibleMessage(tx, user, messageId);
      if (message.conversationId === null) {
        await markDirectMessageRead(tx, user, messageId);
      } else {
        await markConversationReadUpTo(tx, user, message.conversationId, messageId);
      }
      return { success: true as const, data: await requireVisibleMessage(tx, user, messageId), message: MESSAGING_MESSAGES.messageRead };
    });
  });
};
