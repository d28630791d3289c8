/**
 * Notes and comments on customers with mentions of colleagues (spec part 1 §7):
 * GET and POST /customers/{id}/collaborations, GET /customers/collaborations/feed (the latest
 * across the schools in scope). Mentions are user ids, plus every @username in the message that
 * names an active user of the customer's school. Calls, meetings and messages also record a
 * contact with the visitor (lastContact).
 */
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_CONTACT_KINDS } from '@/contract/customer-activity';
import type { CustomerCollaboration } from '@/contract/customer-extras';
import * as collaborationEndpoints from '@/contract/endpoints/customers/collaborations';
import type { DbOrTx } from '../../db/connection';
import { customerCollaborations, customers, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { schoolScopeCondition } from '../../lib/school-scope';
import { activeUsersOfSchool, touchCustomer, userRefs } from './extras/customer-activity-helpers';
import { findVisibleCustomer } from './extras/customer-lookup';
import { toCustomerSummary } from './extras/extras-schemas';

export const COLLABORATION_MESSAGES = {
  created: 'Note added',
  unknownMentions: 'Mentioned users must be active users of the customer\'s school',
} as const;

type CollaborationRow = typeof customerCollaborations.$inferSelect;

async function toCollaborations(db: DbOrTx, rows: CollaborationRow[]): Promise<CustomerCollaboration[]> {
  const people = await userRefs(db, rows.flatMap((row) => [row.createdBy, ...(row.mentions ?? [])]));
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customerId,
    kind: row.kind,
    message: row.message,
    mentions: (row.mentions ?? []).flatMap((id) => people.get(id) ?? []),
    createdBy: row.createdBy === null ? null : (people.get(row.createdBy) ?? null),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function latestCollaborations(db: DbOrTx, customerId: string, limit: number): Promise<CustomerCollaboration[]> {
  const rows = await db
    .select()
    .from(customerCollaborations)
    .where(eq(customerCollaborations.customerId, customerId))
    .orderBy(desc(customerCollaborations.createdAt), desc(customerCollaborations.id))
    .limit(limit);
  return toCollaborations(db, rows);
}

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
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(sql`lower(${users.username})`, names), eq(users.schoolId, schoolId), eq(users.isActive, true), isNull(users.deletedAt)));
    for (const row of rows) valid.add(row.id);
  }
  return [...valid].sort((a, b) => a - b);
}

export const customerCollaborationsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, collaborationEndpoints.list, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { page, limit } = request.query;
    const where = eq(customerCollaborations.customerId, customer.id);
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(customerCollaborations)
        .where(where)
        .orderBy(desc(customerCollaborations.createdAt), desc(customerCollaborations.id))
        .limit(limit)
        .offset((page - 1) * limit),
      app.db.select({ value: count() }).from(customerCollaborations).where(where),
    ]);
    return {
      success: true as const,
      data: await toCollaborations(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, Number(total?.value ?? 0)) },
    };
  });

  routeEndpoint(app, collaborationEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const mentions = await resolveMentions(app.db, customer.schoolId, body.mentions ?? [], body.message);
    const kind = body.kind ?? 'NOTE';
    return app.writeTransaction(request, reply, async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(customerCollaborations)
        .values({ schoolId: customer.schoolId, customerId: customer.id, kind, message: body.message, mentions, createdBy: actor.id, createdAt: now })
        .returning();
      await touchCustomer(tx, customer.id, now, CUSTOMER_CONTACT_KINDS.includes(kind));
      const [collaboration] = await toCollaborations(tx, [row]);
      reply.code(201);
      return { success: true as const, message: COLLABORATION_MESSAGES.created, data: collaboration };
    });
  });

  routeEndpoint(app, collaborationEndpoints.feed, async (request) => {
    const actor = requireUser(request.user);
    const { page, limit, mentionsMe } = request.query;
    const where: SQL | undefined = and(
      schoolScopeCondition(actor, customerCollaborations.schoolId),
      isNull(customers.deletedAt),
      mentionsMe ? sql`${customerCollaborations.mentions} @> ${JSON.stringify([actor.id])}::jsonb` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(customerCollaborations)
        .innerJoin(customers, eq(customers.id, customerCollaborations.customerId))
        .where(where)
        .orderBy(desc(customerCollaborations.createdAt), desc(customerCollaborations.id))
        .limit(limit)
        .offset((page - 1) * limit),
      app.db
        .select({ value: count() })
        .from(customerCollaborations)
        .innerJoin(customers, eq(customers.id, customerCollaborations.customerId))
        .where(where),
    ]);
    const items = await toCollaborations(app.db, rows.map((row) => row.customer_collaborations));
    return {
      success: true as const,
      data: items.map((item, index) => ({ ...item, customer: toCustomerSummary(rows[index].customers) })),
      meta: { pagination: paginationMeta(page, limit, Number(total?.value ?? 0)) },
    };
  });
};
