/**
 * Who may see what in messaging: a user sees the conversations of their school they are a member
 * of, the messages in those, and the direct messages sent to or by them. Anything else is
 * answered 404, as if it did not exist, so ids of others' conversations reveal nothing.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGING_MESSAGES } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import type { AuthUser } from '../../types';

/** The live conversation `conversationId` of the user's school that the user is a member of, or 404. */
export async function findMemberConversation(db: DbOrTx, user: AuthUser, conversationId: number) {
  const [row] = await db
    .select({ conversation: conversations, memberRole: conversationMembers.role })
    .from(conversations)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, user.id)))
    .where(and(eq(conversations.id, conversationId), eq(conversations.schoolId, user.schoolId), isNull(conversations.deletedAt)));
  if (!row) throw httpError(404, MESSAGING_MESSAGES.conversationNotFound);
  return row;
}

/** Messages the user may see (not deleted): their direct ones and those of their live conversations. */
export function visibleMessageCondition(user: AuthUser): SQL {
  return and(
    eq(messages.schoolId, user.schoolId),
    isNull(messages.deletedAt),
    sql`(
      (${messages.conversationId} is null and (${messages.senderId} = ${user.id} or ${messages.recipientId} = ${user.id}))
      or ${messages.conversationId} in (
        select ${conversationMembers.conversationId} from ${conversationMembers}
        join ${conversations} on ${conversations.id} = ${conversationMembers.conversationId}
        where ${conversationMembers.userId} = ${user.id} and ${conversations.deletedAt} is null
      )
    )`,
  )!;
}

/**
 * Whether the user has read the message: their own always; a direct one once its read_at is set;
 * one in a conversation once their last_read_at reaches it.
 */
export function messageReadExpression(user: AuthUser): SQL<boolean> {
  return sql<boolean>`(
    ${messages.senderId} = ${user.id}
    or (${messages.conversationId} is null and ${messages.readAt} is not null)
    or exists (
      select 1 from ${conversationMembers}
      where ${conversationMembers.conversationId} = ${messages.conversationId}
        and ${conversationMembers.userId} = ${user.id}
        and ${conversationMembers.lastReadAt} >= ${messages.createdAt}
    )
  )`;
}

/**
 * The users of `ids` who are live, active people of the user's school; throws 400 naming the
 * field when any is not, so a conversation never gets a stranger in it.
 */
export async function requireSchoolUsers(db: DbOrTx, user: AuthUser, ids: readonly number[], field: string, message: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.schoolId, user.schoolId), isNull(users.deletedAt), eq(users.isActive, true)));
  if (found.length !== unique.length) throw httpError(400, message, { [field]: message });
  return unique;
}
