/**
 * GET /students/suggestions/code (name, schoolId): admission numbers the form can offer. The
 * pattern is the one the visitor conversion uses, ADM-<year>-<4 digits> (Kabul year), counting
 * on from the highest number of that year in the school; with a name, the name's initials make a
 * second series (Ahmad Rahimi → AR-2026-0001). A suggestion that exists (deleted students
 * included: their numbers stay reserved) is never offered. Access: student:read.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as studentEndpoints from '@/contract/endpoints/students';
import { requireUser } from '../../lib/permission-checks';
import { canAccessSchool } from '../../lib/school-scope';
import { routeEndpoint } from '../../lib/route-endpoint';
import { suggestAdmissionNumbers } from './student-admission-number-repository';
import { STUDENT_ROUTE_MESSAGES } from './student-route-schemas';

export const studentSuggestionRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, studentEndpoints.suggestAdmissionNumbers, async (request) => {
    const user = requireUser(request.user);
    // As for a create: the form always sends school 1; a school outside the scope means the user's own.
    const requested = request.query.schoolId;
    const schoolId = requested !== undefined && canAccessSchool(user, requested) ? requested : user.schoolId;
    const suggestions = await suggestAdmissionNumbers(app.db, schoolId, request.query.name);
    return { success: true as const, message: STUDENT_ROUTE_MESSAGES.suggestions, data: { suggestions } };
  });
};
