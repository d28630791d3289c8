/**
 * GET /classes: the classes of the schools in scope (or of `schoolId`), by grade, then name, 100
 * per page (spec part 2 §9 "Class list 100 per page"). Each item starts with the pickers'
 * {id, name, code} (§3.2) and adds the class's details and live student count. `search` matches
 * the name or code, `grade` keeps one grade.
 *
 * Access: class:read or student:read. The student form, the attendance screen and the finance
 * student picker read it, and whoever sees students may see their classes' names.
 */
import * as classEndpoints from '@/contract/endpoints/classes';
import type { FastifyPluginAsync } from 'fastify';
import { CLASS_MESSAGES } from '@/contract/classes';
import { hasAnyPermission } from '@/contract/permissions';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { listClassPage, toClassDtos } from './class-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

// payment:read too: the accountant's payment form picks a student by class.
const LIST_PERMISSIONS = ['class:read', 'student:read', 'payment:read'] as const;

export const classListRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    if (!hasAnyPermission(user.permissions, LIST_PERMISSIONS)) throw httpError(403, permissionDeniedMessage('class:read'));
    const { page, limit, schoolId, search, grade } = request.query;
    const { rows, totalCount } = await listClassPage(app.db, user, { page, limit, schoolId, search, grade });
    return {
      success: true as const,
      message: CLASS_MESSAGES.listed,
      data: await toClassDtos(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, totalCount) },
    };
  });
};
