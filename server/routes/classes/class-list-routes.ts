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
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CLASS_MESSAGES } from '@/contract/classes';
import { hasAnyPermission } from '@/contract/permissions';
import { classes } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { toClassDtos } from './class-records';
import { routeEndpoint } from '../../lib/route-endpoint';

// payment:read too: the accountant's payment form picks a student by class.
const LIST_PERMISSIONS = ['class:read', 'student:read', 'payment:read'] as const;

export const classListRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    if (!hasAnyPermission(user.permissions, LIST_PERMISSIONS)) throw httpError(403, permissionDeniedMessage('class:read'));
    const { page, limit, schoolId, search, grade } = request.query;
    const conditions: (SQL | undefined)[] = [lookupSchoolCondition(user, classes.schoolId, schoolId), isNull(classes.deletedAt)];
    if (search) conditions.push(or(ilike(classes.name, likePattern(search)), ilike(classes.code, likePattern(search))));
    if (grade !== undefined) conditions.push(eq(classes.grade, grade));
    const where = and(...conditions);
    const rows = await app.db
      .select()
      .from(classes)
      .where(where)
      .orderBy(sql`${classes.grade} asc nulls last`, asc(classes.name), asc(classes.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await app.db.select({ value: count() }).from(classes).where(where);
    return {
      success: true as const,
      message: CLASS_MESSAGES.listed,
      data: await toClassDtos(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, Number(counted?.value ?? 0)) },
    };
  });
};
