/**
 * The finance area (spec part 2 §7.4), one sub-folder per entity: payments (payments/, with
 * their bills), expenses, payroll, the ledgers (incomes, budgets, fee structures, transactions,
 * payment methods: ledger/finance-ledger-routes.ts), the overview's stats and analytics
 * (analytics/) and the reports (reports/). Every money write runs in app.writeTransaction and
 * records its audit row (finance-audit.ts) in the same transaction.
 */
import type { FastifyPluginAsync } from 'fastify';
import { expenseRoutes } from './expenses/expense-routes';
import { financeAnalyticsRoutes } from './analytics/finance-analytics-routes';
import { financeReportRoutes } from './reports/finance-report-routes';
import { financeStatsRoutes } from './analytics/finance-stats-routes';
import { financeLedgerRoutes } from './ledger/finance-ledger-routes';
import { paymentAnalyticsRoutes } from './analytics/payment-analytics-routes';
import { paymentRoutes } from './payments/payment-routes';
import { payrollEmployeeRoutes } from './payroll/payroll-employee-routes';
import { payrollRoutes } from './payroll/payroll-routes';
import { receiptRoutes } from './payments/receipt-routes';

export const financeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(paymentRoutes);
  await app.register(receiptRoutes);
  await app.register(expenseRoutes);
  await app.register(payrollRoutes);
  await app.register(payrollEmployeeRoutes);
  await app.register(financeStatsRoutes);
  await app.register(financeLedgerRoutes);
  await app.register(paymentAnalyticsRoutes);
  await app.register(financeAnalyticsRoutes);
  await app.register(financeReportRoutes);
};
