/**
 * Polls in a conversation (spec part 2 §7.7): POST /conversations/{id}/polls, GET
 * /conversations/{id}/polls and POST /polls/{id}/vote {optionIds}. A vote replaces the voter's
 * earlier choice (people change their minds). A single-choice poll takes one option (400 for
 * more), options of another poll are 400, a closed poll 409, a poll outside the user's
 * conversations 404. Access: reads messaging:read; creating and voting messaging:create.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as pollEndpoints from '@/contract/endpoints/messaging/polls';
import { MESSAGING_MESSAGES, type Poll } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { pollOptions, pollVotes, polls } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import type { AuthUser } from '../../types';
import { findMemberConversation } from './messaging-access';

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

/** The poll, if it is in one of the user's conversations; else 404. */
async function requirePoll(db: DbOrTx, user: AuthUser, pollId: number): Promise<Poll> {
  const [row] = await db.select({ conversationId: polls.conversationId }).from(polls).where(eq(polls.id, pollId));
  if (!row) throw httpError(404, MESSAGING_MESSAGES.pollNotFound);
  try {
    await findMemberConversation(db, user, row.conversationId);
  } catch {
    throw httpError(404, MESSAGING_MESSAGES.pollNotFound);
  }
  const [poll] = await readPolls(db, user, eq(polls.id, pollId));
  return poll;
}

export const pollRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, pollEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    await findMemberConversation(app.db, user, request.params.id);
    return { success: true as const, data: await readPolls(app.db, user, eq(polls.conversationId, request.params.id)) };
  });

  routeEndpoint(app, pollEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const { question, options, multiple, closesAt } = request.body;
    const closing = closesAt === undefined ? null : new Date(closesAt);
    if (closing && closing.getTime() <= Date.now()) throw httpError(400, 'The closing time must be in the future', { closesAt: 'The closing time must be in the future' });
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) throw httpError(400, 'Each option must be different', { options: 'Each option must be different' });
    return app.writeTransaction(request, reply, async (tx) => {
      await findMemberConversation(tx, user, request.params.id);
      const [poll] = await tx.insert(polls).values({ conversationId: request.params.id, createdBy: user.id, question, multiple, closesAt: closing }).returning({ id: polls.id });
      await tx.insert(pollOptions).values(options.map((label, position) => ({ pollId: poll.id, label, position })));
      reply.code(201);
      return { success: true as const, data: (await readPolls(tx, user, eq(polls.id, poll.id)))[0], message: MESSAGING_MESSAGES.pollCreated };
    });
  });

  routeEndpoint(app, pollEndpoints.vote, async (request, reply) => {
    const user = requireUser(request.user);
    const pollId = request.params.id;
    const optionIds = [...new Set(request.body.optionIds)];
    return app.writeTransaction(request, reply, async (tx) => {
      const poll = await requirePoll(tx, user, pollId);
      if (poll.closed) throw httpError(409, MESSAGING_MESSAGES.pollClosed);
      if (optionIds.some((optionId) => !poll.options.some((option) => option.id === optionId))) {
        throw httpError(400, MESSAGING_MESSAGES.optionNotInPoll, { optionIds: MESSAGING_MESSAGES.optionNotInPoll });
      }
      if (!poll.multiple && optionIds.length > 1) throw httpError(400, MESSAGING_MESSAGES.oneOptionOnly, { optionIds: MESSAGING_MESSAGES.oneOptionOnly });
      await tx.delete(pollVotes).where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, user.id)));
      await tx.insert(pollVotes).values(optionIds.map((optionId) => ({ pollId, optionId, userId: user.id })));
      return { success: true as const, data: (await readPolls(tx, user, eq(polls.id, pollId)))[0], message: MESSAGING_MESSAGES.voteRecorded };
    });
  });
};
