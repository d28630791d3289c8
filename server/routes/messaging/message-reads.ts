/**
 * Reading messages as one user sees them (with their sender's name and the user's own read flag),
 * newest first, and counting them. Every read goes through visibleMessageCondition.
 */
import { and, count, desc, eq, ilike, not, type SQL } from 'drizzle-orm';
import { apiUrl } from '@/contract/endpoint';
import * as messageEndpoints from '@/contract/endpoints/messaging/messages';
import type { Message } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { messages, users } from '../../db/schema';
import type { AuthUser } from '../../types';
import { messageReadExpression, visibleMessageCondition } from './messaging-access';
import { likePattern } from '../../lib/lookup-query';

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
