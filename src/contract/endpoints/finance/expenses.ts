/**
 * /expenses (spec part 2 §2.4, §3.6, §7.4): list with search, status, category, date range, sort
 * and pages plus the four summary cards in `meta.summary`; get, create, edit, soft delete and
 * restore. Creating and editing an expense may be kept on the device when the server cannot be
 * reached.
 */
import { expenseCreateSchema, expenseListAnswerSchema, expenseListQuerySchema, expenseSchema, expenseUpdateSchema } from '@/contract/finance';
import { defineEndpoint } from '@/contract/endpoint';
import { keptEdit, keptExpense, keptRestore } from '@/contract/endpoints/finance/finance-pending';
import { financeIdParamsSchema, recordAnswer, restoreEndpoint } from '@/contract/endpoints/finance/ledger-records';

const tags = ['finance'];

export const expenseAnswerSchema = recordAnswer(expenseSchema);

export const list = defineEndpoint({
  method: 'GET',
  path: '/expenses',
  tags,
  summary: 'Expenses: search (title, description, category, receipt number, remarks), status, category, date range, sort, pages; meta.summary holds the four cards',
  access: { permission: 'expense:read' },
  query: expenseListQuerySchema,
  answers: { 200: expenseListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/expenses/:id',
  tags,
  summary: 'One expense',
  access: { permission: 'expense:read' },
  params: financeIdParamsSchema,
  answers: { 200: expenseAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/expenses',
  tags,
  summary: 'Create an expense (status PENDING and method CASH by default)',
  access: { permission: 'expense:create' },
  body: expenseCreateSchema,
  answers: { 201: expenseAnswerSchema },
  offline: keptExpense,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/expenses/:id',
  tags,
  summary: 'Edit an expense: fields left out keep their value',
  access: { permission: 'expense:update' },
  params: financeIdParamsSchema,
  body: expenseUpdateSchema,
  answers: { 200: expenseAnswerSchema },
  versionedBy: get,
  offline: keptEdit('expense'),
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/expenses/:id',
  tags,
  summary: 'Soft delete an expense',
  access: { permission: 'expense:delete' },
  params: financeIdParamsSchema,
  answers: { 200: expenseAnswerSchema },
});

export const restore = restoreEndpoint({ path: '/expenses', permission: 'expense:delete', item: expenseSchema, offline: keptRestore('expense') });
