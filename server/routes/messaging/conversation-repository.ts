/**
 * The conversations' reads and writes. The user's conversations as the list shows them: members,
 * the user's unread count and the last message, the most recently active first, in a few
 * set-wise queries, never one per conversation. The writes (create with members, change members
 * and title, soft delete) run in the route's write transaction; the rules are the route's.
 */
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Conversation } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import type { AuthUser } from '../../types';
import { displayName, readMessages } from './message-repository';

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

/** The live DIRECT conversation between the user and `otherId`, if there is one. */
export async function findDirectConversation(db: DbOrTx, user: AuthUser, otherId: number): Promise<number | null> {
  const memberOf = (userId: number) =>
    sql`exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversations.id} and ${conversationMembers.userId} = ${userId})`;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.schoolId, user.schoolId), eq(conversations.type, 'DIRECT'), isNull(conversations.deletedAt), memberOf(user.id), memberOf(otherId)))
    .limit(1);
  return row?.id ?? null;
}

/** A conversation of the user's school, the user its OWNER and `others` its members; its id. */
export async function insertConversation(
  tx: DbOrTx,
  user: AuthUser,
  values: { type: (typeof conversations.$inferInsert)['type']; title: string | null },
  others: readonly number[],
): Promise<number> {
  const [conversation] = await tx
    .insert(conversations)
    .values({ schoolId: user.schoolId, type: values.type, title: values.title, createdBy: user.id })
    .returning({ id: conversations.id });
  await tx.insert(conversationMembers).values([
    { conversationId: conversation.id, userId: user.id, role: 'OWNER' as const },
    ...others.map((userId) => ({ conversationId: conversation.id, userId, role: 'MEMBER' as const })),
  ]);
  return conversation.id;
}

/** Adds members (those already in stay as they are). */
export async function addConversationMembers(tx: DbOrTx, conversationId: number, userIds: readonly number[]): Promise<void> {
  await tx.insert(conversationMembers).values(userIds.map((userId) => ({ conversationId, userId }))).onConflictDoNothing();
}

export async function removeConversationMembers(tx: DbOrTx, conversationId: number, userIds: number[]): Promise<void> {
  await tx.delete(conversationMembers).where(and(eq(conversationMembers.conversationId, conversationId), inArray(conversationMembers.userId, userIds)));
}

/** Sets the title when given, and moves the conversation's last activity to now. */
export async function touchConversation(tx: DbOrTx, conversationId: number, title?: string | null): Promise<void> {
  await tx.update(conversations).set({ ...(title === undefined ? {} : { title }), updatedAt: new Date() }).where(eq(conversations.id, conversationId));
}

export async function softDeleteConversation(tx: DbOrTx, conversationId: number): Promise<void> {
  await tx.update(conversations).set({ deletedAt: new Date() }).where(eq(conversations.id, conversationId));
}
