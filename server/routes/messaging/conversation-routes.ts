/**
 * Conversations (spec part 2 §7.7): GET/POST /conversations, GET/PUT/DELETE /conversations/{id},
 * GET/POST /conversations/{id}/messages. The creator is the OWNER; only the owner renames, adds or
 * removes members, or deletes (soft) the conversation. Starting a DIRECT conversation with
 * someone the user already has one with answers that one (200), so there is one chat per pair.
 * Members are live, active people of the user's own school (400 otherwise).
 * Access: reads messaging:read; create and posting messaging:create; changes messaging:update;
 * delete messaging:delete; a conversation the user is not in is 404.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as conversationEndpoints from '@/contract/endpoints/messaging/conversations';
import { MESSAGING_MESSAGES } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import type { AuthUser } from '../../types';
import { readConversations } from './conversation-reads';
import { countMessages, readMessages } from './message-reads';
import { insertMessage } from './message-writes';
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

/** The live DIRECT conversation between the user and `otherId`, if there is one. */
async function findDirectConversation(db: DbOrTx, user: AuthUser, otherId: number): Promise<number | null> {
  const memberOf = (userId: number) =>
    sql`exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversations.id} and ${conversationMembers.userId} = ${userId})`;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.schoolId, user.schoolId), eq(conversations.type, 'DIRECT'), isNull(conversations.deletedAt), memberOf(user.id), memberOf(otherId)))
    .limit(1);
  return row?.id ?? null;
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
      const [conversation] = await tx
        .insert(conversations)
        .values({ schoolId: user.schoolId, type, title: type === 'DIRECT' ? null : (title ?? null), createdBy: user.id })
        .returning({ id: conversations.id });
      await tx.insert(conversationMembers).values([
        { conversationId: conversation.id, userId: user.id, role: 'OWNER' as const },
        ...others.map((userId) => ({ conversationId: conversation.id, userId, role: 'MEMBER' as const })),
      ]);
      reply.code(201);
      return { success: true as const, data: await requireConversation(tx, user, conversation.id), message: MESSAGING_MESSAGES.conversationCreated };
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
        await tx.insert(conversationMembers).values(adding.map((userId) => ({ conversationId, userId }))).onConflictDoNothing();
      }
      // The owner stays: removing themself is leaving, which is deleting for an owner.
      const removing = removeMemberIds.filter((memberId) => memberId !== user.id);
      if (removing.length) {
        await tx.delete(conversationMembers).where(and(eq(conversationMembers.conversationId, conversationId), inArray(conversationMembers.userId, removing)));
      }
      await tx.update(conversations).set({ ...(title === undefined ? {} : { title }), updatedAt: new Date() }).where(eq(conversations.id, conversationId));
      return { success: true as const, data: await requireConversation(tx, user, conversationId), message: MESSAGING_MESSAGES.conversationUpdated };
    });
  });

  routeEndpoint(app, conversationEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await requireOwner(tx, user, request.params.id);
      await tx.update(conversations).set({ deletedAt: new Date() }).where(eq(conversations.id, request.params.id));
      return { success: true as const, data: { id: request.params.id }, message: MESSAGING_MESSAGES.conversationDeleted };
    });
  });

  routeEndpoint(app, conversationEndpoints.listMessages, async (request) => {
    const user = requireUser(request.user);
    await findMemberConversation(app.db, user, request.params.id);
    const { page, limit } = request.query;
    const inConversation = eq(messages.conversationId, request.params.id);
    const [data, total] = await Promise.all([readMessages(app.db, user, inConversation, { limit, offset: (page - 1) * limit }), countMessages(app.db, user, inConversation)]);
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
