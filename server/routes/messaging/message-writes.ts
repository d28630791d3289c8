/**
 * Writing a message: into a conversation the sender is a member of (which then sorts first in
 * everyone's list), or straight to one live person of the sender's school.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGING_MESSAGES, type Message } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { conversations, messages, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import type { AuthUser } from '../../types';
import { findMemberConversation } from './messaging-access';
import { readMessage } from './message-reads';

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
