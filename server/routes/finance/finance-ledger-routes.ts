/**
 * The finance ledgers beyond payments, expenses and payroll (spec part 2 §7.4): /incomes,
 * /budgets, /fee-structures, /transactions and /payments/methods, each with list, one record,
 * create, edit, soft delete and restore; every write audited (ledger-records.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { budgetRoutes } from './budget-routes';
import { feeStructureRoutes } from './fee-structure-routes';
import { financeTransactionRoutes } from './finance-transaction-routes';
import { incomeRoutes } from './income-routes';
import { paymentMethodRoutes } from './payment-method-routes';

export const financeLedgerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(incomeRoutes);
  await app.register(budgetRoutes);
  await app.register(feeStructureRoutes);
  await app.register(financeTransactionRoutes);
  await app.register(paymentMethodRoutes);
};
