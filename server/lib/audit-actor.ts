/**
 * Who is writing, for the audit log's trigger (migration 0021): transaction-local settings that
 * `audit_row_change()` reads into every audit row. Set once at the start of a write transaction;
 * they vanish when it ends, so a pooled connection never carries one request's actor to another.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADERS } from '@/contract/api';
import type { DbOrTx } from '../db/connection';

export type AuditActor = {
  userId: number | null;
  schoolId: number | null;
  /** "POST /api/students/:id": the route pattern, not the address with its ids. */
  route: string | null;
  requestId: string | null;
};

export function auditActorOf(request: FastifyRequest): AuditActor {
  const header = request.headers[CLIENT_HEADERS.requestId.toLowerCase()];
  const requestId = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 200) || null;
  return {
    userId: request.user?.id ?? null,
    schoolId: request.user?.schoolId ?? null,
    route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    requestId,
  };
}

export async function setAuditActor(tx: DbOrTx, actor: AuditActor): Promise<void> {
  await tx.execute(sql`select
    set_config('app.user_id', ${actor.userId === null ? '' : String(actor.userId)}, true),
    set_config('app.school_id', ${actor.schoolId === null ? '' : String(actor.schoolId)}, true),
    set_config('app.route', ${actor.route ?? ''}, true),
    set_config('app.request_id', ${actor.requestId ?? ''}, true)`);
}

/** Seeding demo data is not a user's write: the trigger skips it (until the transaction ends). */
export async function pauseAuditLog(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('app.audit', 'off', true)`);
}
