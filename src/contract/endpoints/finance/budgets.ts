/**
 * /budgets (spec part 2 §7.4): a spending limit per expense category and period, with spent and remaining.
 * List, one record, create, edit, soft delete and restore (ledger-records.ts); creating,
 * editing and restoring may be kept on the device when the server cannot be reached.
 */
import { defineEndpoint } from '@/contract/endpoint';
import { budgetListQuerySchema, budgetListAnswerSchema, budgetCreateSchema, budgetSchema, budgetUpdateSchema } from '@/contract/finance-ledger';
import { keptBudget } from '@/contract/endpoints/finance/finance-pending';
import { ledgerRecordEndpoints } from '@/contract/endpoints/finance/ledger-records';

export const list = defineEndpoint({
  method: 'GET',
  path: '/budgets',
  tags: ['Finance'],
  summary: 'Budgets with spent and remaining: category, period overlapping startDate-endDate, search (name, notes), sort, pages; meta.totalAmount and meta.totalSpent sum every match',
  access: { permission: 'finance:read' },
  query: budgetListQuerySchema,
  answers: { 200: budgetListAnswerSchema },
});

export const { get, create, update, remove, restore } = ledgerRecordEndpoints({
  path: '/budgets',
  item: budgetSchema,
  createBody: budgetCreateSchema,
  updateBody: budgetUpdateSchema,
  resource: 'finance',
  noun: 'budget',
  entity: 'budget',
  keptCreate: keptBudget,
});
