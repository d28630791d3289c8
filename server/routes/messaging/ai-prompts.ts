/**
 * What the AI assistant is asked for each request type, and the text it is given: the user's
 * context and, when a conversation is named, its last messages (oldest first, "Name: text").
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AiRequestType } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { messages, users } from '../../db/schema';
import type { AiPrompt } from '../../lib/ai-provider';

/** Enough of a thread to summarise or answer it, small enough for any model's context. */
export const AI_CONVERSATION_MESSAGES = 20;

const INSTRUCTIONS: Record<AiRequestType, string> = {
  SUMMARIZE: 'You help the staff of a school. Summarise the text below in a few short sentences, in the language it is written in.',
  TRANSLATE: 'You help the staff of a school in Afghanistan. Translate the text below: into English when it is in Dari or Pashto, otherwise into Dari. Answer with the translation only.',
  SUGGEST_REPLY: 'You help the staff of a school. Suggest one short, polite reply the staff member could send next. Answer with the reply only.',
  DRAFT: 'You help the staff of a school. Write a short, clear message to staff or parents from the notes below. Answer with the message only.',
};

export async function buildAiPrompt(db: DbOrTx, type: AiRequestType, context: string, conversationId: number | undefined): Promise<AiPrompt> {
  if (conversationId === undefined) return { instructions: INSTRUCTIONS[type], input: context };
  const recent = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username, body: messages.body })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.conversationId, conversationId), isNull(messages.deletedAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(AI_CONVERSATION_MESSAGES);
  const thread = recent
    .reverse()
    .filter((message) => message.body.trim() !== '')
    .map((message) => `${[message.firstName, message.lastName].filter(Boolean).join(' ') || message.username}: ${message.body}`);
  return { instructions: INSTRUCTIONS[type], input: thread.length > 0 ? `${context}\n\nConversation (oldest first):\n${thread.join('\n')}` : context };
}
