/**
 * The single-record routes every finance ledger shares: GET /{id}, POST, PUT /{id}, DELETE /{id}
 * (soft) and POST /{id}/restore, built on ledger-records.ts. Writes run in app.writeTransaction
 * (idempotent with X-Request-ID) with their audit row. A row of another school, a deleted row (or,
 * for restore, a live one) answers 404. Each ledger's own file adds its list and its rules
 * (`prepareCreate`, `prepareUpdate`).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../db/connection';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import {
  createRecord,
  findLiveRecord,
  restoreRecord,
  softDeleteRecord,
  updateRecord,
  type Ledger,
  type LedgerTable,
  type LedgerWriteContext,
} from './ledger-records';
import { coercedIdSchema } from '@/contract/ids';

const tags = ['Finance'];
export const ledgerIdParams = z.object({ id: coercedIdSchema });

export type LedgerRow<T extends LedgerTable> = T['$inferSelect'] & { id: number; schoolId: number };

type LedgerMessages = { notFound: string; created: string; updated: string; deleted: string; restored: string };

export type LedgerRestoreOptions<T extends LedgerTable, I extends z.ZodType> = {
  /** '/incomes' */
  path: string;
  ledger: Ledger<T>;
  /** The answer's data. */
  item: I;
  toDtos: (db: DbOrTx, rows: LedgerRow<T>[]) => Promise<z.output<I>[]>;
  permission: string;
  restoredMessage: string;
  /** Checks before the row comes back (e.g. a unique code taken meanwhile). */
  beforeRestore?: (context: LedgerWriteContext, id: number) => Promise<void>;
};

export type LedgerRoutesOptions<T extends LedgerTable, I extends z.ZodType, C extends z.ZodType, U extends z.ZodType> = {
  path: string;
  ledger: Ledger<T>;
  item: I;
  toDtos: (db: DbOrTx, rows: LedgerRow<T>[]) => Promise<z.output<I>[]>;
  createBody: C;
  updateBody: U;
  /** The resource of the permissions (`finance` → finance:read, finance:create, ...). */
  resource: string;
  /** Singular, for the summaries ("an income"). */
  noun: string;
  messages: LedgerMessages;
  /** The columns to insert from a checked body (default: the body as it is). */
  prepareCreate?: (context: LedgerWriteContext, body: z.output<C>) => Promise<Record<string, unknown>>;
  /** The columns to set from a checked body and the stored row (default: the body as it is). */
  prepareUpdate?: (context: LedgerWriteContext, before: LedgerRow<T>, body: z.output<U>) => Promise<Record<string, unknown>>;
  beforeRestore?: LedgerRestoreOptions<T, I>['beforeRestore'];
};

/** The answer as the type provider sees it: `data` is the ledger's item (checked at run time by the real schema). */
type RecordAnswer = z.ZodObject<{ success: z.ZodLiteral<true>; message: z.ZodString; data: z.ZodUnknown }>;
const answerOf = (item: z.ZodType) => z.object({ success: z.literal(true), message: z.string(), data: item }) as unknown as RecordAnswer;

async function oneDto<T extends LedgerTable, I extends z.ZodType>(
  toDtos: LedgerRestoreOptions<T, I>['toDtos'],
  db: DbOrTx,
  row: LedgerRow<T>,
): Promise<z.output<I>> {
  const [dto] = await toDtos(db, [row]);
  return dto;
}

/** POST {path}/{id}/restore: a soft-deleted row comes back, audited as 'restore'. */
export function registerRestoreRoute<T extends LedgerTable, I extends z.ZodType>(app: FastifyInstance, options: LedgerRestoreOptions<T, I>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    `${options.path}/:id/restore`,
    {
      config: { access: { permission: options.permission } },
      schema: {
        tags,
        summary: `Restore a deleted record of ${options.path} (404 when it is not deleted)`,
        params: ledgerIdParams,
        response: { 200: answerOf(options.item), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const context = { tx, actor: user, now: new Date() };
        await options.beforeRestore?.(context, request.params.id);
        const row = (await restoreRecord(context, options.ledger, request.params.id)) as LedgerRow<T> | null;
        if (!row) throw httpError(404, FINANCE_LEDGER_MESSAGES.deletedRecordNotFound);
        return { success: true as const, message: options.restoredMessage, data: await oneDto(options.toDtos, tx, row) };
      });
    },
  );
}

/** GET /{id}, POST, PUT /{id}, DELETE /{id} and POST /{id}/restore of one ledger. */
export function ledgerRecordRoutes<T extends LedgerTable, I extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  options: LedgerRoutesOptions<T, I, C, U>,
): FastifyPluginAsyncZod {
  const { path, ledger, item, toDtos, resource, noun, messages } = options;
  const answer = answerOf(item);
  const notFound = () => httpError(404, messages.notFound);

  return async (app) => {
    app.get(
      `${path}/:id`,
      {
        config: { access: { permission: `${resource}:read` } },
        schema: { tags, summary: `One ${noun}`, params: ledgerIdParams, response: { 200: answer, ...errors } },
      },
      async (request) => {
        const row = (await findLiveRecord(app.db, ledger, requireUser(request.user), request.params.id)) as LedgerRow<T> | null;
        if (!row) throw notFound();
        return { success: true as const, message: noun, data: await oneDto(toDtos, app.db, row) };
      },
    );

    app.post(
      path,
      {
        config: { access: { permission: `${resource}:create` } },
        schema: { tags, summary: `Create ${noun}`, body: options.createBody, response: { 201: answer, ...errors } },
      },
      async (request, reply) => {
        const user = requireUser(request.user);
        reply.code(201);
        return app.writeTransaction(request, reply, async (tx) => {
          const context = { tx, actor: user, now: new Date() };
          const body = request.body as z.output<C>;
          const values = options.prepareCreate ? await options.prepareCreate(context, body) : (body as Record<string, unknown>);
          const row = (await createRecord(context, ledger, values)) as LedgerRow<T>;
          return { success: true as const, message: messages.created, data: await oneDto(toDtos, tx, row) };
        });
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: { permission: `${resource}:update` } },
        schema: {
          tags,
          summary: `Edit ${noun}: fields left out keep their value`,
          params: ledgerIdParams,
          body: options.updateBody,
          response: { 200: answer, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request.user);
        return app.writeTransaction(request, reply, async (tx) => {
          const context = { tx, actor: user, now: new Date() };
          const before = (await findLiveRecord(tx, ledger, user, request.params.id)) as LedgerRow<T> | null;
          if (!before) throw notFound();
          const body = request.body as z.output<U>;
          const changes = options.prepareUpdate ? await options.prepareUpdate(context, before, body) : (body as Record<string, unknown>);
          const row = (await updateRecord(context, ledger, before.id, changes, before)) as LedgerRow<T>;
          return { success: true as const, message: messages.updated, data: await oneDto(toDtos, tx, row) };
        });
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: { permission: `${resource}:delete` } },
        schema: { tags, summary: `Soft delete ${noun} (POST …/restore brings it back)`, params: ledgerIdParams, response: { 200: answer, ...errors } },
      },
      async (request, reply) => {
        const user = requireUser(request.user);
        return app.writeTransaction(request, reply, async (tx) => {
          const row = (await softDeleteRecord({ tx, actor: user, now: new Date() }, ledger, request.params.id)) as LedgerRow<T> | null;
          if (!row) throw notFound();
          return { success: true as const, message: messages.deleted, data: await oneDto(toDtos, tx, row) };
        });
      },
    );

    registerRestoreRoute(app, {
      path,
      ledger,
      item,
      toDtos,
      permission: `${resource}:delete`,
      restoredMessage: messages.restored,
      beforeRestore: options.beforeRestore,
    });
  };
}
