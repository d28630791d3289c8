/**
 * Conversations (spec part 2 §7.7): GET/POST /conversations, GET/PUT/DELETE /conversations/{id},
 * GET/POST /conversations/{id}/messages. The creator is the OWNER; only the owner renames, adds or
 * removes members, or deletes (soft) the conversation. Starting a DIRECT conversation with
 * someone the user already has one with answers that one (200), so there is one chat per pair.
 * Members are live, active people of the user's own school (400 otherwise).
 * Access: reads messaging:read; create and posting messaging:create; changes messaging:update;
 * delete messaging:delete; a conversation the user is not in is 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as conversationEndpoints from '@/contract/endpoints/messaging/conversations';
import { MESSAGING_MESSAGES } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import type { AuthUser } from '../../types';
import {
  addConversationMembers,
  findDirectConversation,
  insertConversation,
  readConversations,
  removeConversationMembers,
  softDeleteConversation,
  touchConversation,
} from './conversation-repository';
import { countMessages, inConversation, insertMessage, readMessages } from './message-repository';
import { findMemberConversation, requireSchoolUsers } from './messaging-access';

async function requireConversation(db: DbOrTx, user: AuthUser, conversationId: number) {
  const [conversation] = await readConversations(db, user, conversationId);
  if (!conversation) throw httpError(404, MESSAGING_MESSAGES.conversationNotFound);
  return conversation;
}

async function requireOwner(db: DbOrTx, user: AuthUser, conversationId: number) {
  const { memberRole } = await findMemberConversation(db, user, conversationId);
  if (memberRole !== 'OWNER') throw httpError(403, MESSAGING_MESSAGES.notConversationOwner);
}

export const conversationRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, conversationEndpoints.list, async (request) => ({ success: true as const, data: await readConversations(app.db, requireUser(request.user)) }));

  routeEndpoint(app, conversationEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const { type, title, memberIds } = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      const others = await requireSchoolUsers(tx, user, memberIds.filter((memberId) => memberId !== user.id), 'memberIds', MESSAGING_MESSAGES.membersNotFound);
      if (others.length === 0) throw httpError(400, MESSAGING_MESSAGES.membersNotFound, { memberIds: MESSAGING_MESSAGES.membersNotFound });
      if (type === 'DIRECT') {
        const existing = await findDirectConversation(tx, user, others[0]);
        if (existing !== null) return { success: true as const, data: await requireConversation(tx, user, existing) };
      }
      const conversationId = await insertConversation(tx, user, { type, title: type === 'DIRECT' ? null : (title ?? null) }, others);
      reply.code(201);
      return { success: true as const, data: await requireConversation(tx, user, conversationId), message: MESSAGING_MESSAGES.conversationCreated };
    });
  });

  routeEndpoint(app, conversationEndpoints.get, async (request) => ({
    success: true as const,
    data: await requireConversation(app.db, requireUser(request.user), request.params.id),
  }));

  routeEndpoint(app, conversationEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    const conversationId = request.params.id;
    const { title, addMemberIds = [], removeMemberIds = [] } = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      await requireOwner(tx, user, conversationId);
      const current = await requireConversation(tx, user, conversationId);
      if (current.type === 'DIRECT' && (addMemberIds.length || removeMemberIds.length || title !== undefined)) {
        throw httpError(400, 'A direct conversation cannot be renamed or given other members');
      }
      const adding = await requireSchoolUsers(tx, user, addMemberIds, 'addMemberIds', MESSAGING_MESSAGES.membersNotFound);
      if (adding.length) {
        await addConversationMembers(tx, conversationId, adding);
      }
      // The owner stays: removing themself is leaving, which is deleting for an owner.
      const removing = removeMemberIds.filter((memberId) => memberId !== user.id);
      if (removing.length) {
        await removeConversationMembers(tx, conversationId, removing);
      }
      await touchConversation(tx, conversationId, title);
      return { success: true as const, data: await requireConversation(tx, user, conversationId), message: MESSAGING_MESSAGES.conversationUpdated };
    });
  });

  routeEndpoint(app, conversationEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await requireOwner(tx, user, request.params.id);
      await softDeleteConversation(tx, request.params.id);
      return { success: true as const, data: { id: request.params.id }, message: MESSAGING_MESSAGES.conversationDeleted };
    });
  });

  routeEndpoint(app, conversationEndpoints.listMessages, async (request) => {
    const user = requireUser(request.user);
    await findMemberConversation(app.db, user, request.params.id);
    const { page, limit } = request.query;
    const messagesHere = inConversation(request.params.id);
    const [data, total] = await Promise.all([readMessages(app.db, user, messagesHere, { limit, offset: (page - 1) * limit }), countMessages(app.db, user, messagesHere)]);
    return { success: true as const, data, meta: { pagination: paginationMeta(page, limit, total) } };
  });

  routeEndpoint(app, conversationEndpoints.postMessage, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const message = await insertMessage(tx, user, { conversationId: request.params.id, body: request.body.body });
      reply.code(201);
      return { success: true as const, data: message, message: MESSAGING_MESSAGES.messageSent };
    });
  });
};
