/**
 * /incomes (spec part 2 §7.4): money in other than student payments (donations, grants, rent, ...).
 * List, one record, create, edit, soft delete and restore (ledger-records.ts); creating,
 * editing and restoring may be kept on the device when the server cannot be reached.
 */
import { defineEndpoint } from '@/contract/endpoint';
import { incomeListQuerySchema, incomeListAnswerSchema, incomeCreateSchema, incomeSchema, incomeUpdateSchema } from '@/contract/finance-ledger';
import { keptIncome } from '@/contract/endpoints/finance/finance-pending';
import { ledgerRecordEndpoints } from '@/contract/endpoints/finance/ledger-records';

export const list = defineEndpoint({
  method: 'GET',
  path: '/incomes',
  tags: ['Finance'],
  summary: 'Incomes: status, category, method, date range, search (source, description, reference, remarks), sort, pages; meta.totalAmount sums every match',
  access: { permission: 'finance:read' },
  query: incomeListQuerySchema,
  answers: { 200: incomeListAnswerSchema },
});

export const { get, create, update, remove, restore } = ledgerRecordEndpoints({
  path: '/incomes',
  item: incomeSchema,
  createBody: incomeCreateSchema,
  updateBody: incomeUpdateSchema,
  resource: 'finance',
  noun: 'income',
  entity: 'income',
  keptCreate: keptIncome,
});
