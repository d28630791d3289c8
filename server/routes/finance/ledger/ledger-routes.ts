/**
 * The single-record routes every finance ledger shares: GET /{id}, POST, PUT /{id}, DELETE /{id}
 * (soft) and POST /{id}/restore, registered from their definitions (ledgerRecordEndpoints() in
 * src/contract/endpoints/finance/ledger-records.ts) and built on ledger-repository.ts. Writes run in
 * app.writeTransaction (idempotent with X-Request-ID) with their audit row. A row of another school, a deleted row (or,
 * for restore, a live one) answers 404. Each ledger's own file adds its list and its rules
 * (`prepareCreate`, `prepareUpdate`).
 */
import type { z } from 'zod';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { EndpointDefinition } from '@/contract/endpoint';
import type { financeIdParamsSchema } from '@/contract/endpoints/finance/ledger-records';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import {
  createRecord,
  findLiveRecord,
  restoreRecord,
  softDeleteRecord,
  updateRecord,
  type Ledger,
  type LedgerTable,
  type LedgerWriteContext,
} from './ledger-repository';

export type LedgerRow<T extends LedgerTable> = T['$inferSelect'] & { id: number; schoolId: number };

type LedgerMessages = { notFound: string; created: string; updated: string; deleted: string; restored: string };

/** A definition of one record by its `/:id` (ledger-records.ts in the contract), answering 200. */
export type RecordEndpoint = EndpointDefinition & { params: typeof financeIdParamsSchema; answers: { 200: z.ZodType } };
/** The ledger's POST, answering 201. */
export type CreateEndpoint = EndpointDefinition & { answers: { 201: z.ZodType } };

/** The definitions ledgerRecordEndpoints() makes for one ledger. */
export type LedgerEndpoints = { get: RecordEndpoint; create: CreateEndpoint; update: RecordEndpoint; remove: RecordEndpoint; restore: RecordEndpoint };

export type LedgerRestoreOptions<T extends LedgerTable, I> = {
  /** POST {path}/{id}/restore's definition. */
  endpoint: RecordEndpoint;
  ledger: Ledger<T>;
  toDtos: (db: DbOrTx, rows: LedgerRow<T>[]) => Promise<I[]>;
  restoredMessage: string;
  /** Checks before the row comes back (e.g. a unique code taken meanwhile). */
  beforeRestore?: (context: LedgerWriteContext, id: number) => Promise<void>;
};

export type LedgerRoutesOptions<T extends LedgerTable, I, C, U> = {
  endpoints: LedgerEndpoints;
  ledger: Ledger<T>;
  toDtos: (db: DbOrTx, rows: LedgerRow<T>[]) => Promise<I[]>;
  messages: LedgerMessages;
  /** The columns to insert from a checked body (default: the body as it is). */
  prepareCreate?: (context: LedgerWriteContext, body: C) => Promise<Record<string, unknown>>;
  /** The columns to set from a checked body and the stored row (default: the body as it is). */
  prepareUpdate?: (context: LedgerWriteContext, before: LedgerRow<T>, body: U) => Promise<Record<string, unknown>>;
  beforeRestore?: LedgerRestoreOptions<T, I>['beforeRestore'];
};

async function oneDto<T extends LedgerTable, I>(toDtos: LedgerRestoreOptions<T, I>['toDtos'], db: DbOrTx, row: LedgerRow<T>): Promise<I> {
  const [dto] = await toDtos(db, [row]);
  return dto;
}

/** POST {path}/{id}/restore: a soft-deleted row comes back, audited as 'restore'. */
export function registerRestoreRoute<T extends LedgerTable, I>(app: FastifyInstance, options: LedgerRestoreOptions<T, I>): void {
  routeEndpoint(app, options.endpoint, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const context = { tx, actor: user, now: new Date() };
      await options.beforeRestore?.(context, request.params.id);
      const row = (await restoreRecord(context, options.ledger, request.params.id)) as LedgerRow<T> | null;
      if (!row) throw httpError(404, FINANCE_LEDGER_MESSAGES.deletedRecordNotFound);
      return { success: true as const, message: options.restoredMessage, data: await oneDto(options.toDtos, tx, row) };
    });
  });
}

/** GET /{id}, POST, PUT /{id}, DELETE /{id} and POST /{id}/restore of one ledger. */
export function ledgerRecordRoutes<T extends LedgerTable, I, C, U>(
  options: LedgerRoutesOptions<T, I, C, U> & {
    /** The message of GET /{id}'s answer ("income"). */
    noun: string;
  },
): FastifyPluginAsync {
  const { endpoints, ledger, toDtos, noun, messages } = options;
  const notFound = () => httpError(404, messages.notFound);

  return async (app) => {
    routeEndpoint(app, endpoints.get, async (request) => {
      const row = (await findLiveRecord(app.db, ledger, requireUser(request.user), request.params.id)) as LedgerRow<T> | null;
      if (!row) throw notFound();
      return { success: true as const, message: noun, data: await oneDto(toDtos, app.db, row) };
    });

    routeEndpoint(app, endpoints.create, async (request, reply) => {
      const user = requireUser(request.user);
      reply.code(201);
      return app.writeTransaction(request, reply, async (tx) => {
        const context = { tx, actor: user, now: new Date() };
        const body = request.body as C;
        const values = options.prepareCreate ? await options.prepareCreate(context, body) : (body as Record<string, unknown>);
        const row = (await createRecord(context, ledger, values)) as LedgerRow<T>;
        return { success: true as const, message: messages.created, data: await oneDto(toDtos, tx, row) };
      });
    });

    routeEndpoint(app, endpoints.update, async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const context = { tx, actor: user, now: new Date() };
        const before = (await findLiveRecord(tx, ledger, user, request.params.id)) as LedgerRow<T> | null;
        if (!before) throw notFound();
        const body = request.body as U;
        const changes = options.prepareUpdate ? await options.prepareUpdate(context, before, body) : (body as Record<string, unknown>);
        const row = (await updateRecord(context, ledger, before.id, changes, before)) as LedgerRow<T>;
        return { success: true as const, message: messages.updated, data: await oneDto(toDtos, tx, row) };
      });
    });

    routeEndpoint(app, endpoints.remove, async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = (await softDeleteRecord({ tx, actor: user, now: new Date() }, ledger, request.params.id)) as LedgerRow<T> | null;
        if (!row) throw notFound();
        return { success: true as const, message: messages.deleted, data: await oneDto(toDtos, tx, row) };
      });
    });

    registerRestoreRoute(app, {
      endpoint: endpoints.restore,
      ledger,
      toDtos,
      restoredMessage: messages.restored,
      beforeRestore: options.beforeRestore,
    });
  };
}
