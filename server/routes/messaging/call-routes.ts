/**
 * Call records of a conversation (spec part 2 §7.7): POST /conversations/{id}/calls {type} starts
 * one (ONGOING), PATCH /conversations/{id}/calls/{callId} {status ENDED|MISSED} ends it, GET
 * /conversations/{id}/calls lists them newest first. These are records only: the audio or video
 * itself would run peer to peer in the browsers and is not part of this server. Any member may
 * end a call (the one who hangs up); ending one already ended is 409.
 * Access: reads messaging:read; start and end messaging:create (taking part in a call).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as callEndpoints from '@/contract/endpoints/messaging/calls';
import { MESSAGING_MESSAGES, type CallRecord } from '@/contract/messaging';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { endCall, findCall, insertCall, listCalls, type CallRecordRow } from './call-repository';
import { findMemberConversation } from './messaging-access';

const toCallRecord = (row: CallRecordRow): CallRecord => ({
  id: row.id,
  conversationId: row.conversationId,
  callerId: row.callerId,
  type: row.type,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
});

export const callRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, callEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    await findMemberConversation(app.db, user, request.params.id);
    const rows = await listCalls(app.db, request.params.id);
    return { success: true as const, data: rows.map(toCallRecord) };
  });

  routeEndpoint(app, callEndpoints.start, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await findMemberConversation(tx, user, request.params.id);
      const row = await insertCall(tx, { conversationId: request.params.id, callerId: user.id, type: request.body.type });
      reply.code(201);
      return { success: true as const, data: toCallRecord(row), message: MESSAGING_MESSAGES.callStarted };
    });
  });

  routeEndpoint(app, callEndpoints.end, async (request, reply) => {
    const user = requireUser(request.user);
    const { id: conversationId, callId } = request.params;
    return app.writeTransaction(request, reply, async (tx) => {
      await findMemberConversation(tx, user, conversationId);
      const call = await findCall(tx, conversationId, callId);
      if (!call) throw httpError(404, MESSAGING_MESSAGES.callNotFound);
      const ended = await endCall(tx, callId, request.body.status);
      if (!ended) throw httpError(409, MESSAGING_MESSAGES.callAlreadyEnded);
      return { success: true as const, data: toCallRecord(ended), message: MESSAGING_MESSAGES.callEnded };
    });
  });
};
