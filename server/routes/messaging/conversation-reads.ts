/**
 * The user's conversations as the list shows them: members, the user's unread count and the last
 * message, the most recently active first. A few set-wise queries, never one per conversation.
 */
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Conversation } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import type { AuthUser } from '../../types';
import { displayName, readMessages } from './message-reads';

export async function readConversations(db: DbOrTx, user: AuthUser, onlyId?: number): Promise<Conversation[]> {
  const rows = await db
    .select({ conversation: conversations, lastReadAt: conversationMembers.lastReadAt })
    .from(conversations)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, user.id)))
    .where(and(eq(conversations.schoolId, user.schoolId), isNull(conversations.deletedAt), onlyId === undefined ? undefined : eq(conversations.id, onlyId)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.conversation.id);

  const [members, unread, lastIds] = await Promise.all([
    db
      .select({ conversationId: conversationMembers.conversationId, userId: conversationMembers.userId, role: conversationMembers.role, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(conversationMembers)
      .innerJoin(users, eq(users.id, conversationMembers.userId))
      .where(inArray(conversationMembers.conversationId, ids))
      .orderBy(conversationMembers.joinedAt, conversationMembers.userId),
    db
      .select({ conversationId: messages.conversationId, unread: count() })
      .from(messages)
      .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, user.id)))
      .where(
        and(
          inArray(messages.conversationId, ids),
          isNull(messages.deletedAt),
          ne(messages.senderId, user.id),
          sql`(${conversationMembers.lastReadAt} is null or ${messages.createdAt} > ${conversationMembers.lastReadAt})`,
        ),
      )
      .groupBy(messages.conversationId),
    db
      .selectDistinctOn([messages.conversationId], { id: messages.id })
      .from(messages)
      .where(and(inArray(messages.conversationId, ids), isNull(messages.deletedAt)))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
  ]);
  const lastMessages = lastIds.length ? await readMessages(db, user, inArray(messages.id, lastIds.map((row) => row.id))) : [];

  return rows.map(({ conversation }) => ({
    id: conversation.id,
    title: conversation.title,
    type: conversation.type,
    createdBy: conversation.createdBy,
    members: members
      .filter((member) => member.conversationId === conversation.id)
      .map((member) => ({ userId: member.userId, name: displayName(member.firstName, member.lastName, member.username), role: member.role })),
    unreadCount: unread.find((row) => row.conversationId === conversation.id)?.unread ?? 0,
    lastMessage: lastMessages.find((message) => message.conversationId === conversation.id) ?? null,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  }));
}
