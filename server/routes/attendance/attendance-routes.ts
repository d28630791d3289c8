/**
 * The attendance calls (spec part 2 §7.6), one file per concept. Access: attendance:read for every
 * read and the CSV export (a register is a read of the same marks), attendance:create for POST,
 * /bulk and /mark-in-time, /mark-out-time, attendance:update for PUT, attendance:delete for DELETE.
 * Every call stays within the user's school scope. Parents read their children's marks through
 * /students/{id}/attendance instead.
 */
import type { FastifyPluginAsync } from 'fastify';
import { attendanceAnalyticsRoutes } from './attendance-analytics-routes';
import { attendanceBulkRoutes } from './attendance-bulk-routes';
import { attendanceExportRoutes } from './attendance-export-routes';
import { attendanceListRoutes } from './attendance-list-routes';
import { attendanceMatrixRoutes } from './attendance-matrix-routes';
import { attendanceSummaryRoutes } from './attendance-summary-routes';
import { attendanceWriteRoutes } from './attendance-write-routes';

export const attendanceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(attendanceListRoutes);
  await app.register(attendanceWriteRoutes);
  await app.register(attendanceBulkRoutes);
  await app.register(attendanceSummaryRoutes);
  await app.register(attendanceAnalyticsRoutes);
  await app.register(attendanceMatrixRoutes);
  await app.register(attendanceExportRoutes);
};
