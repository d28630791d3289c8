/**
 * /transactions (spec part 2 §7.4): the general ledger's free entries — INCOME, EXPENSE,
 * TRANSFER or ADJUSTMENT, an amount > 0 (the kind says which way), date, method, reference,
 * description, status (PENDING, COMPLETED, FAILED, CANCELLED; COMPLETED by default). List with
 * kind, status (canonical or completed/pending/cancelled), method, date range, search, sort and
 * pages; `meta.totalAmount` sums every match, `meta.totalIn` / `meta.totalOut` its INCOME /
 * EXPENSE entries.
 *
 * Access: finance:read, finance:create, finance:update, finance:delete (also restore).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FINANCE_LEDGER_MESSAGES as M,
  transactionCreateSchema,
  transactionListAnswerSchema,
  transactionListQuerySchema,
  transactionSchema,
  transactionUpdateSchema,
} from '@/contract/finance-ledger';
import { financeTransactions } from '../../db/schema';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { requireUser } from '../../lib/permission-checks';
import { toFinanceTransactionDto, toFinanceTransactionDtos } from './finance-transaction-dto';
import { financeTransactionListCondition, financeTransactionOrderBy } from './finance-transaction-list-query';
import { ledgerListMeta, ledgerTotals } from './ledger-list';
import { ledgerRecordRoutes } from './ledger-routes';

const sumOfKind = (kind: string) => sql`sum(${financeTransactions.amount}) filter (where ${financeTransactions.kind} = ${kind})`;

export const financeTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    {
      config: { access: { permission: 'finance:read' } },
      schema: {
        tags: ['Finance'],
        summary: 'Ledger transactions: kind, status, method, date range, search (reference, description), sort, pages; meta.totalAmount, totalIn and totalOut sum every match',
        querystring: transactionListQuerySchema,
        response: { 200: transactionListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const where = financeTransactionListCondition(requireUser(request.user), request.query);
      const rows = await app.db
        .select()
        .from(financeTransactions)
        .where(where)
        .orderBy(...financeTransactionOrderBy(request.query))
        .limit(limit)
        .offset((page - 1) * limit);
      const totals = await ledgerTotals(app.db, financeTransactions, financeTransactions.amount, where, {
        totalIn: sumOfKind('INCOME'),
        totalOut: sumOfKind('EXPENSE'),
      });
      return { success: true as const, data: rows.map(toFinanceTransactionDto), meta: ledgerListMeta(totals, page, limit) };
    },
  );

  await app.register(
    ledgerRecordRoutes({
      path: '/transactions',
      ledger: { table: financeTransactions, entity: 'finance_transaction' },
      item: transactionSchema,
      toDtos: toFinanceTransactionDtos,
      createBody: transactionCreateSchema,
      updateBody: transactionUpdateSchema,
      resource: 'finance',
      noun: 'transaction',
      messages: {
        notFound: M.transactionNotFound,
        created: M.transactionCreated,
        updated: M.transactionUpdated,
        deleted: M.transactionDeleted,
        restored: M.transactionRestored,
      },
    }),
  );
};
