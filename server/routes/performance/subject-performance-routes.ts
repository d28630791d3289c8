/**
 * GET /subjects/performance and GET /subjects/{id}/performance (subject:read): each live subject's
 * mean grade, pass rate, grade count and best and worst class over `from`-`to` (default the last
 * 90 days) or one `academicYear`. The list covers the user's schools (or one, `schoolId`); a
 * subject of another school, a deleted or an unknown one answers 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as performanceEndpoints from '@/contract/endpoints/performance';
import { SUBJECT_MESSAGES } from '@/contract/classes';
import { PERFORMANCE_MESSAGES } from '@/contract/performance';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { performanceRange } from './performance-range';
import { gradesInScope, subjectInScope, subjectsInScope } from './performance-scope';
import { readOverallFigures, readSubjectFigures, type GradeSelection } from './subject-performance-figures';

/** An academic year alone reads all of that year's grades; otherwise the (filled-in) range. */
function gradeSelection(query: { from?: string; to?: string; academicYear?: string }): GradeSelection {
  const academicYear = query.academicYear ?? null;
  if (academicYear !== null && query.from === undefined && query.to === undefined) return { from: null, to: null, academicYear };
  return { ...performanceRange(query), academicYear };
}

export const subjectPerformanceRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, performanceEndpoints.subjects, async (request) => {
    const user = requireUser(request.user);
    const selection = gradeSelection(request.query);
    const { schoolId } = request.query;
    const rows = await readSubjectFigures(app.db, subjectsInScope(user, schoolId), selection);
    const overall = await readOverallFigures(app.db, gradesInScope(user, schoolId), selection);
    return {
      success: true as const,
      message: PERFORMANCE_MESSAGES.subjectsFetched,
      data: { ...selection, overall, subjects: rows.map(({ byClass: _byClass, ...row }) => row) },
    };
  });

  routeEndpoint(app, performanceEndpoints.subject, async (request) => {
    const user = requireUser(request.user);
    const selection = gradeSelection(request.query);
    const inScope = subjectInScope(user, request.params.id);
    const [figures] = await readSubjectFigures(app.db, inScope, selection);
    if (!figures) throw httpError(404, SUBJECT_MESSAGES.notFound);
    return { success: true as const, message: PERFORMANCE_MESSAGES.subjectFetched, data: { ...selection, ...figures } };
  });
};
