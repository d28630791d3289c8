/**
 * The finance area (spec part 2 §7.4): payments (payment-routes.ts) and their bills
 * (receipt-routes.ts), expenses, payroll and the overview's stats. Every money write runs in app.writeTransaction and records its audit row
 * (finance-audit.ts) in the same transaction.
 */
import type { FastifyPluginAsync } from 'fastify';
import { expenseRoutes } from './expense-routes';
import { financeAnalyticsRoutes } from './finance-analytics-routes';
import { financeReportRoutes } from './finance-report-routes';
import { financeStatsRoutes } from './finance-stats-routes';
import { financeLedgerRoutes } from './finance-ledger-routes';
import { paymentAnalyticsRoutes } from './payment-analytics-routes';
import { paymentRoutes } from './payment-routes';
import { payrollEmployeeRoutes } from './payroll-employee-routes';
import { payrollRoutes } from './payroll-routes';
import { receiptRoutes } from './receipt-routes';

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
