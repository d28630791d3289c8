/**
 * /transactions (spec part 2 §7.4): the general ledger's free entries (INCOME, EXPENSE, TRANSFER, ADJUSTMENT).
 * List, one record, create, edit, soft delete and restore (ledger-records.ts); creating,
 * editing and restoring may be kept on the device when the server cannot be reached.
 */
import { defineEndpoint } from '@/contract/endpoint';
import { transactionListQuerySchema, transactionListAnswerSchema, transactionCreateSchema, transactionSchema, transactionUpdateSchema } from '@/contract/finance-ledger';
import { keptTransaction } from '@/contract/endpoints/finance/finance-pending';
import { ledgerRecordEndpoints } from '@/contract/endpoints/finance/ledger-records';

export const list = defineEndpoint({
  method: 'GET',
  path: '/transactions',
  tags: ['Finance'],
  summary: 'Ledger transactions: kind, status, method, date range, search (reference, description), sort, pages; meta.totalAmount, totalIn and totalOut sum every match',
  access: { permission: 'finance:read' },
  query: transactionListQuerySchema,
  answers: { 200: transactionListAnswerSchema },
});

export const { get, create, update, remove, restore } = ledgerRecordEndpoints({
  path: '/transactions',
  item: transactionSchema,
  createBody: transactionCreateSchema,
  updateBody: transactionUpdateSchema,
  resource: 'finance',
  noun: 'transaction',
  entity: 'transaction',
  keptCreate: keptTransaction,
});
