/**
 * The polls' reads and writes: polls with their options, tallies, the user's own choices and how
 * many people voted (a few set-wise queries, never one per poll); creating one with its options;
 * a vote replacing the voter's earlier choice. The rules are the route's.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Poll } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { pollOptions, pollVotes, polls } from '../../db/schema';
import type { AuthUser } from '../../types';

async function readPolls(db: DbOrTx, user: AuthUser, where: ReturnType<typeof eq>): Promise<Poll[]> {
  const rows = await db.select().from(polls).where(where).orderBy(desc(polls.createdAt), desc(polls.id));
  if (rows.length === 0) return [];
  const ids = rows.map((poll) => poll.id);
  const [options, tallies, mine, voters] = await Promise.all([
    db.select().from(pollOptions).where(inArray(pollOptions.pollId, ids)).orderBy(asc(pollOptions.position)),
    db.select({ optionId: pollVotes.optionId, votes: count() }).from(pollVotes).where(inArray(pollVotes.pollId, ids)).groupBy(pollVotes.optionId),
    db.select({ optionId: pollVotes.optionId }).from(pollVotes).where(and(inArray(pollVotes.pollId, ids), eq(pollVotes.userId, user.id))),
    db.selectDistinct({ pollId: pollVotes.pollId, userId: pollVotes.userId }).from(pollVotes).where(inArray(pollVotes.pollId, ids)),
  ]);
  const now = Date.now();
  return rows.map((poll) => ({
    id: poll.id,
    conversationId: poll.conversationId,
    question: poll.question,
    multiple: poll.multiple,
    closesAt: poll.closesAt?.toISOString() ?? null,
    closed: poll.closesAt !== null && poll.closesAt.getTime() <= now,
    options: options
      .filter((option) => option.pollId === poll.id)
      .map((option) => ({
        id: option.id,
        label: option.label,
        votes: tallies.find((tally) => tally.optionId === option.id)?.votes ?? 0,
        votedByMe: mine.some((vote) => vote.optionId === option.id),
      })),
    totalVoters: voters.filter((voter) => voter.pollId === poll.id).length,
    createdBy: poll.createdBy,
    createdAt: poll.createdAt.toISOString(),
  }));
}

/** The polls of a conversation, newest first. */
export function listConversationPolls(db: DbOrTx, user: AuthUser, conversationId: number): Promise<Poll[]> {
  return readPolls(db, user, eq(polls.conversationId, conversationId));
}

/** One poll as the user sees it. */
export async function readPoll(db: DbOrTx, user: AuthUser, pollId: number): Promise<Poll> {
  const [poll] = await readPolls(db, user, eq(polls.id, pollId));
  return poll;
}

/** The conversation of the poll, or null when there is no such poll. */
export async function findPollConversationId(db: DbOrTx, pollId: number): Promise<number | null> {
  const [row] = await db.select({ conversationId: polls.conversationId }).from(polls).where(eq(polls.id, pollId));
  return row ? row.conversationId : null;
}

/** A poll with its options in the order given; its id. */
export async function insertPoll(
  tx: DbOrTx,
  values: { conversationId: number; createdBy: number; question: string; multiple: boolean; closesAt: Date | null },
  options: readonly string[],
): Promise<number> {
  const [poll] = await tx.insert(polls).values(values).returning({ id: polls.id });
  await tx.insert(pollOptions).values(options.map((label, position) => ({ pollId: poll.id, label, position })));
  return poll.id;
}

/** The voter's choice becomes `optionIds`, whatever it was before. */
export async function replaceVotes(tx: DbOrTx, pollId: number, userId: number, optionIds: readonly number[]): Promise<void> {
  await tx.delete(pollVotes).where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)));
  await tx.insert(pollVotes).values(optionIds.map((optionId) => ({ pollId, optionId, userId })));
}
