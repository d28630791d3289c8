/**
 * What every finance record endpoint shares (spec part 2 §7.4): the `{ id }` path params, the
 * `{ success, message, data }` answer of one record, POST …/{id}/restore, and the single-record
 * endpoints of a ledger (GET /{id}, POST, PUT /{id}, DELETE /{id} soft, POST /{id}/restore) that
 * /incomes, /budgets, /fee-structures, /transactions and /payments/methods have alike.
 *
 * How a kept write is named (the outbox panel) and which record it changes: finance-pending.ts.
 */
import { z } from 'zod';
import { defineEndpoint, type OfflinePolicy } from '@/contract/endpoint';
import { coercedIdSchema } from '@/contract/ids';
import { keptRestore, keptEdit, type KeptCreate } from '@/contract/endpoints/finance/finance-pending';

/** `/:id` of every finance record. */
export const financeIdParamsSchema = z.object({ id: coercedIdSchema });

/** One record's answer. */
export function recordAnswer<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), message: z.string(), data: item });
}

/** POST {path}/{id}/restore: a soft-deleted record comes back, audited (404 when it is not deleted). */
export function restoreEndpoint<P extends string, T extends z.ZodType>(options: { path: P; permission: string; item: T; offline: OfflinePolicy }) {
  return defineEndpoint({
    method: 'POST',
    path: `${options.path}/:id/restore`,
    tags: ['Finance'],
    summary: `Restore a deleted record of ${options.path} (404 when it is not deleted)`,
    access: { permission: options.permission },
    params: financeIdParamsSchema,
    answers: { 200: recordAnswer(options.item) },
    offline: options.offline,
  });
}

export type LedgerEndpointsOptions<P extends string, I extends z.ZodType, C extends z.ZodType, U extends z.ZodType> = {
  /** '/incomes' */
  path: P;
  item: I;
  createBody: C;
  updateBody: U;
  /** The resource of the permissions (`finance` → finance:read, finance:create, ...). */
  resource: string;
  /** Singular, for the summaries ("income"). */
  noun: string;
  /** The pending entity and the i18n keys of its kept writes (finance-pending.ts). */
  entity: string;
  keptCreate: KeptCreate;
};

/** GET /{id}, POST, PUT /{id}, DELETE /{id} and POST /{id}/restore of one ledger. */
export function ledgerRecordEndpoints<P extends string, I extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  options: LedgerEndpointsOptions<P, I, C, U>,
) {
  const { path, item, resource, noun, entity } = options;
  const tags = ['Finance'];
  const answer = recordAnswer(item);
  const get = defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    tags,
    summary: `One ${noun}`,
    access: { permission: `${resource}:read` },
    params: financeIdParamsSchema,
    answers: { 200: answer },
  });
  return {
    get,
    create: defineEndpoint({
      method: 'POST',
      path,
      tags,
      summary: `Create ${noun}`,
      access: { permission: `${resource}:create` },
      body: options.createBody,
      answers: { 201: answer },
      offline: options.keptCreate,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${path}/:id`,
      tags,
      summary: `Edit ${noun}: fields left out keep their value`,
      access: { permission: `${resource}:update` },
      params: financeIdParamsSchema,
      body: options.updateBody,
      answers: { 200: answer },
      versionedBy: get,
      offline: keptEdit(entity),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      tags,
      summary: `Soft delete ${noun} (POST …/restore brings it back)`,
      access: { permission: `${resource}:delete` },
      params: financeIdParamsSchema,
      answers: { 200: answer },
    }),
    restore: restoreEndpoint({ path, permission: `${resource}:delete`, item, offline: keptRestore(entity) }),
  };
}
