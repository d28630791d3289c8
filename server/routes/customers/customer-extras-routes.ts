/**
 * The customer calls beyond CRUD (spec part 1 §7): conversion, search, analytics and reports,
 * documents, tasks, automations and collaborations. One plugin, so api-routes.ts needs one line.
 */
import type { FastifyPluginAsync } from 'fastify';
import { customerAnalyticsRoutes } from './analytics/customer-analytics-routes';
import { customerAutomationsRoutes } from './automations/customer-automations-routes';
import { customerCollaborationsRoutes } from './collaborations/customer-collaborations-routes';
import { customerConversionRoutes } from './conversion/customer-conversion-routes';
import { customerDocumentsRoutes } from './documents/customer-documents-routes';
import { customerSearchRoutes } from './search/customer-search-routes';
import { customerSuggestionsRoutes } from './suggestions/customer-suggestions-routes';
import { customerTasksRoutes } from './tasks/customer-tasks-routes';

export const customerExtrasRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customerConversionRoutes);
  await app.register(customerSearchRoutes);
  await app.register(customerAnalyticsRoutes);
  await app.register(customerSuggestionsRoutes);
  await app.register(customerDocumentsRoutes);
  await app.register(customerTasksRoutes);
  await app.register(customerAutomationsRoutes);
  await app.register(customerCollaborationsRoutes);
};
