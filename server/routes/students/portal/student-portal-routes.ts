/**
 * The parent portal's per-child calls (spec part 2 §7.5): attendance stats, academic progress,
 * exams, upcoming exams, fees and fee history. /attendance and /grades are the staff routes of
 * student-analytics-routes.ts, opened to parents the same way. Every route: student:read
 * (payment:read for /fees and /fees/history) within the school scope (another school's student is
 * 404), or the student's own parent (any other student answers 403 before the handler runs).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as portalEndpoints from '@/contract/endpoints/students/portal';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { findFamilyVisibleStudent } from './student-portal-access';
import { studentAcademicProgress } from './student-portal-academic-progress';
import { studentAttendanceStats } from './student-portal-attendance-stats';
import { allStudentExams, upcomingStudentExams } from './student-portal-exams';
import { currentFees, feeHistory, feeSummary } from './student-portal-fees';
import { monthYearRange } from './student-portal-month-range';

const ok = <T>(data: T) => ({ success: true as const, data });

export const studentPortalRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, portalEndpoints.attendanceStats, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    return ok(await studentAttendanceStats(app.db, student.id, monthYearRange(request.query)));
  });

  routeEndpoint(app, portalEndpoints.academicProgress, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    return ok(await studentAcademicProgress(app.db, student));
  });

  routeEndpoint(app, portalEndpoints.exams, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    return ok(await allStudentExams(app.db, student));
  });

  routeEndpoint(app, portalEndpoints.upcomingExams, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    return ok(await upcomingStudentExams(app.db, student));
  });

  routeEndpoint(app, portalEndpoints.fees, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    const [data, summary] = await Promise.all([currentFees(app.db, student.id), feeSummary(app.db, student.id)]);
    return { success: true as const, data, meta: { summary } };
  });

  routeEndpoint(app, portalEndpoints.feeHistory, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    const [data, summary] = await Promise.all([feeHistory(app.db, student.id), feeSummary(app.db, student.id)]);
    return { success: true as const, data, meta: { summary } };
  });
};
