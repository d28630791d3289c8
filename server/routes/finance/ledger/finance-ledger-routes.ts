/**
 * The finance ledgers beyond payments, expenses and payroll (spec part 2 §7.4): /incomes,
 * /budgets, /fee-structures, /transactions and /payments/methods, each with list, one record,
 * create, edit, soft delete and restore; every write audited (ledger-repository.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { budgetRoutes } from '../budgets/budget-routes';
import { feeStructureRoutes } from '../fee-structures/fee-structure-routes';
import { financeTransactionRoutes } from '../transactions/finance-transaction-routes';
import { incomeRoutes } from '../income/income-routes';
import { paymentMethodRoutes } from '../payment-methods/payment-method-routes';

export const financeLedgerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(incomeRoutes);
  await app.register(budgetRoutes);
  await app.register(feeStructureRoutes);
  await app.register(financeTransactionRoutes);
  await app.register(paymentMethodRoutes);
};
