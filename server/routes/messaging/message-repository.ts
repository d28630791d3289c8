/**
 * The messages' reads and writes. Reading is as one user sees them (with their sender's name and
 * the user's own read flag), newest first, and counting them; every read goes through
 * visibleMessageCondition. Writing a message goes into a conversation the sender is a member of
 * (which then sorts first in everyone's list), or straight to one live person of the sender's
 * school. Edits, soft deletes and read marks run in the route's write transaction.
 */
import { and, count, desc, eq, ilike, isNull, not, sql, type SQL } from 'drizzle-orm';
import { apiUrl } from '@/contract/endpoint';
import * as messageEndpoints from '@/contract/endpoints/messaging/messages';
import { MESSAGING_MESSAGES, type Message } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern } from '../../lib/lookup-query';
import type { AuthUser } from '../../types';
import { findMemberConversation, messageReadExpression, visibleMessageCondition } from './messaging-access';

type MessageRow = typeof messages.$inferSelect & { senderFirstName: string | null; senderLastName: string | null; senderUsername: string; read: boolean };

/** The person's name, or their username when no name is on record. */
export function displayName(firstName: string | null, lastName: string | null, username: string): string {
  return [firstName, lastName].filter(Boolean).join(' ') || username;
}

export function messageFileUrl(messageId: number): string {
  return apiUrl(messageEndpoints.downloadFile, { id: messageId });
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderName: displayName(row.senderFirstName, row.senderLastName, row.senderUsername),
    recipientId: row.recipientId,
    body: row.body,
    read: row.read,
    file:
      row.filePath && row.fileName && row.fileMimeType && row.fileSizeBytes !== null
        ? { name: row.fileName, mimeType: row.fileMimeType, sizeBytes: row.fileSizeBytes, url: messageFileUrl(row.id) }
        : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** The user's visible messages matching `where`, newest first. */
export async function readMessages(db: DbOrTx, user: AuthUser, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<Message[]> {
  const query = db
    .select({ message: messages, senderFirstName: users.firstName, senderLastName: users.lastName, senderUsername: users.username, read: messageReadExpression(user) })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(visibleMessageCondition(user), where))
    .orderBy(desc(messages.createdAt), desc(messages.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => toMessage({ ...row.message, senderFirstName: row.senderFirstName, senderLastName: row.senderLastName, senderUsername: row.senderUsername, read: Boolean(row.read) }));
}

export async function countMessages(db: DbOrTx, user: AuthUser, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(messages).where(and(visibleMessageCondition(user), where));
  return row.total;
}

/** One visible message, or null. */
export async function readMessage(db: DbOrTx, user: AuthUser, messageId: number): Promise<Message | null> {
  const [message] = await readMessages(db, user, eq(messages.id, messageId));
  return message ?? null;
}

export const unreadCondition = (user: AuthUser): SQL => not(messageReadExpression(user));

/** Text search: the words as typed, anywhere in the message, case-insensitive (trigram index). */
export const bodyMatches = (text: string): SQL => ilike(messages.body, likePattern(text));

export type MessageFile = { fileName: string; fileMimeType: string; fileSizeBytes: number; filePath: string };
export type NewMessage = { conversationId?: number; recipientId?: number; body: string; file?: MessageFile };

export async function insertMessage(tx: DbOrTx, sender: AuthUser, input: NewMessage): Promise<Message> {
  if (input.conversationId !== undefined) {
    await findMemberConversation(tx, sender, input.conversationId);
    await tx.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, input.conversationId));
  } else if (input.recipientId !== undefined) {
    const [recipient] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.recipientId), eq(users.schoolId, sender.schoolId), isNull(users.deletedAt), eq(users.isActive, true)));
    if (!recipient) throw httpError(400, MESSAGING_MESSAGES.recipientNotFound, { recipientId: MESSAGING_MESSAGES.recipientNotFound });
  }
  const [row] = await tx
    .insert(messages)
    .values({
      schoolId: sender.schoolId,
      conversationId: input.conversationId ?? null,
      recipientId: input.recipientId ?? null,
      senderId: sender.id,
      body: input.body,
      ...input.file,
    })
    .returning({ id: messages.id });
  const message = await readMessage(tx, sender, row.id);
  if (!message) throw new Error(`message ${row.id} not readable by its sender`);
  return message;
}

/** The messages of one conversation (a `where` for readMessages and countMessages). */
export const inConversation = (conversationId: number): SQL => eq(messages.conversationId, conversationId);

export async function updateMessageBody(tx: DbOrTx, messageId: number, body: string): Promise<void> {
  await tx.update(messages).set({ body, editedAt: new Date() }).where(eq(messages.id, messageId));
}

export async function softDeleteMessage(tx: DbOrTx, messageId: number): Promise<void> {
  await tx.update(messages).set({ deletedAt: new Date() }).where(eq(messages.id, messageId));
}

/** A direct message sent to the user is read from now on (the first read time stays). */
export async function markDirectMessageRead(tx: DbOrTx, user: AuthUser, messageId: number): Promise<void> {
  await tx.update(messages).set({ readAt: sql`coalesce(${messages.readAt}, now())` }).where(and(eq(messages.id, messageId), eq(messages.recipientId, user.id)));
}

/** "Read up to here": the user's last_read_at in the conversation moves to the message. */
export async function markConversationReadUpTo(tx: DbOrTx, user: AuthUser, conversationId: number, messageId: number): Promise<void> {
  // Set in SQL from the stored time: a JavaScript Date would drop its microseconds.
  await tx
    .update(conversationMembers)
    .set({ lastReadAt: sql`greatest(${conversationMembers.lastReadAt}, (select ${messages.createdAt} from ${messages} where ${messages.id} = ${messageId}))` })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, user.id)));
}

/** The stored path of a message's file, or null. */
export async function findMessageFilePath(db: DbOrTx, messageId: number): Promise<string | null> {
  const [row] = await db.select({ filePath: messages.filePath }).from(messages).where(eq(messages.id, messageId));
  return row?.filePath ?? null;
}
