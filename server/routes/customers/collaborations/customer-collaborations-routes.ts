/**
 * Notes and comments on customers with mentions of colleagues (spec part 1 §7):
 * GET and POST /customers/{id}/collaborations, GET /customers/collaborations/feed (the latest
 * across the schools in scope). Mentions are user ids, plus every @username in the message that
 * names an active user of the customer's school. Calls, meetings and messages also record a
 * contact with the visitor (lastContact).
 */
import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_CONTACT_KINDS } from '@/contract/customer-activity';
import * as collaborationEndpoints from '@/contract/endpoints/customers/collaborations';
import type { DbOrTx } from '../../../db/connection';
import { httpError } from '../../../lib/http-error';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { activeUsersNamed, activeUsersOfSchool, touchCustomer } from '../customer-activity-helpers';
import { findVisibleCustomer } from '../customer-lookup';
import { collaborationFeed, insertCollaboration, listCollaborations, toCollaborations } from './customer-collaboration-repository';

export const COLLABORATION_MESSAGES = {
  created: 'Note added',
  unknownMentions: 'Mentioned users must be active users of the customer\'s school',
} as const;

/** The @usernames written in a message (letters, digits, dot, dash, underscore). */
export function mentionedUsernames(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/(?:^|[^\w@.])@([A-Za-z0-9._-]{3,50})/g)) names.add(match[1].replace(/[.]+$/, '').toLowerCase());
  return [...names];
}

/** Ids of the mentioned users: the given ids (all must be valid) and the @usernames that match one. */
async function resolveMentions(db: DbOrTx, schoolId: number, ids: readonly number[], message: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  const valid = await activeUsersOfSchool(db, schoolId, unique);
  if (valid.size !== unique.length) throw httpError(400, COLLABORATION_MESSAGES.unknownMentions, { mentions: COLLABORATION_MESSAGES.unknownMentions });
  const names = mentionedUsernames(message);
  if (names.length > 0) {
    for (const id of await activeUsersNamed(db, schoolId, names)) valid.add(id);
  }
  return [...valid].sort((a, b) => a - b);
}

export const customerCollaborationsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, collaborationEndpoints.list, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { page, limit } = request.query;
    const { items, totalCount } = await listCollaborations(app.db, customer.id, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, collaborationEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const mentions = await resolveMentions(app.db, customer.schoolId, body.mentions ?? [], body.message);
    const kind = body.kind ?? 'NOTE';
    return app.writeTransaction(request, reply, async (tx) => {
      const now = new Date();
      const row = await insertCollaboration(tx, { schoolId: customer.schoolId, customerId: customer.id, kind, message: body.message, mentions, createdBy: actor.id, createdAt: now });
      await touchCustomer(tx, customer.id, now, CUSTOMER_CONTACT_KINDS.includes(kind));
      const [collaboration] = await toCollaborations(tx, [row]);
      reply.code(201);
      return { success: true as const, message: COLLABORATION_MESSAGES.created, data: collaboration };
    });
  });

  routeEndpoint(app, collaborationEndpoints.feed, async (request) => {
    const actor = requireUser(request.user);
    const { page, limit, mentionsMe } = request.query;
    const { items, totalCount } = await collaborationFeed(app.db, actor, { page, limit, mentionsMe });
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });
};
