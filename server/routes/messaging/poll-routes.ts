/**
 * Polls in a conversation (spec part 2 §7.7): POST /conversations/{id}/polls, GET
 * /conversations/{id}/polls and POST /polls/{id}/vote {optionIds}. A vote replaces the voter's
 * earlier choice (people change their minds). A single-choice poll takes one option (400 for
 * more), options of another poll are 400, a closed poll 409, a poll outside the user's
 * conversations 404. Access: reads messaging:read; creating and voting messaging:create.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as pollEndpoints from '@/contract/endpoints/messaging/polls';
import { MESSAGING_MESSAGES, type Poll } from '@/contract/messaging';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import type { AuthUser } from '../../types';
import { findMemberConversation } from './messaging-access';
import { findPollConversationId, insertPoll, listConversationPolls, readPoll, replaceVotes } from './poll-repository';

/** The poll, if it is in one of the user's conversations; else 404. */
async function requirePoll(db: DbOrTx, user: AuthUser, pollId: number): Promise<Poll> {
  const conversationId = await findPollConversationId(db, pollId);
  if (conversationId === null) throw httpError(404, MESSAGING_MESSAGES.pollNotFound);
  try {
    await findMemberConversation(db, user, conversationId);
  } catch {
    throw httpError(404, MESSAGING_MESSAGES.pollNotFound);
  }
  return readPoll(db, user, pollId);
}

export const pollRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, pollEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    await findMemberConversation(app.db, user, request.params.id);
    return { success: true as const, data: await listConversationPolls(app.db, user, request.params.id) };
  });

  routeEndpoint(app, pollEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const { question, options, multiple, closesAt } = request.body;
    const closing = closesAt === undefined ? null : new Date(closesAt);
    if (closing && closing.getTime() <= Date.now()) throw httpError(400, 'The closing time must be in the future', { closesAt: 'The closing time must be in the future' });
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) throw httpError(400, 'Each option must be different', { options: 'Each option must be different' });
    return app.writeTransaction(request, reply, async (tx) => {
      await findMemberConversation(tx, user, request.params.id);
      const pollId = await insertPoll(tx, { conversationId: request.params.id, createdBy: user.id, question, multiple, closesAt: closing }, options);
      reply.code(201);
      return { success: true as const, data: await readPoll(tx, user, pollId), message: MESSAGING_MESSAGES.pollCreated };
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
      await replaceVotes(tx, pollId, user.id, optionIds);
      return { success: true as const, data: await readPoll(tx, user, pollId), message: MESSAGING_MESSAGES.voteRecorded };
    });
  });
};
