/**
 * /assignments: GET list (paged, latest due first; classId, subjectId, dueFrom/dueTo, search), GET
 * /{id} (with the class's submission counts), POST, PUT /{id}, DELETE /{id} (soft). The parent
 * portal lists every live assignment of the child's class (parent-child-assignments.ts), so one set
 * here shows there at once.
 *
 * Rules: the class and subject are live ones of the assignment's school (400 on the field); a new or
 * changed due date is not before today in Kabul (400); the maximum grade is more than 0 and at most
 * 1000, and not below a grade already given (409); once students have handed work in, the class
 * does not change (409). Deleting is soft and leaves the submissions as they are.
 *
 * Access: class:read or exam:read reads; exam:create sets; exam:update edits; the author deletes
 * their own with exam:create, anyone's needs exam:delete. Without the administrator permission
 * (CLASS_LIFE_ADMIN_PERMISSION) a writer works only on a class and subject they teach.
 */
import * as classLifeEndpoints from '@/contract/endpoints/class-life';
import type { FastifyPluginAsync } from 'fastify';
import { ASSIGNMENT_MESSAGES, maxGradeBelowGrades } from '@/contract/class-life';
import { hasAnyPermission, hasPermission } from '@/contract/permissions';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { permissionDeniedMessage } from '../../plugins/access-control';
import type { AuthUser } from '../../types';
import {
  checkAssignmentClassAndSubject,
  checkAssignmentTarget,
  checkDueDate,
  findAssignmentInScope,
  insertAssignment,
  listAssignmentPage,
  lockAssignment,
  readAssignmentDto,
  softDeleteAssignment,
  submissionCounts,
  submissionTotals,
  toAssignmentDto,
  updateAssignment,
} from './assignment-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

const READ_PERMISSIONS = ['class:read', 'exam:read'] as const;

function requireReader(user: AuthUser): void {
  if (!hasAnyPermission(user.permissions, READ_PERMISSIONS)) throw httpError(403, permissionDeniedMessage('class:read'));
}

export const assignmentRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classLifeEndpoints.listAssignments, async (request) => {
    const user = requireUser(request.user);
    requireReader(user);
    const { page, limit, classId, subjectId, dueFrom, dueTo, search } = request.query;
    const { rows, totalCount } = await listAssignmentPage(app.db, user, { page, limit, classId, subjectId, dueFrom, dueTo, search });
    return {
      success: true as const,
      message: ASSIGNMENT_MESSAGES.listed,
      data: rows.map(toAssignmentDto),
      meta: { pagination: paginationMeta(page, limit, totalCount) },
    };
  });

  routeEndpoint(app, classLifeEndpoints.getAssignment, async (request) => {
    const user = requireUser(request.user);
    requireReader(user);
    const row = await findAssignmentInScope(app.db, user, request.params.id);
    const [dto, submissions] = await Promise.all([readAssignmentDto(app.db, row.id), submissionCounts(app.db, row)]);
    return { success: true as const, message: ASSIGNMENT_MESSAGES.fetched, data: { ...dto, submissions } };
  });

  routeEndpoint(app, classLifeEndpoints.createAssignment, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    checkDueDate(body.dueDate);
    return app.writeTransaction(request, reply, async (tx) => {
      await checkAssignmentClassAndSubject(tx, user.schoolId, body.classId, body.subjectId);
      await checkAssignmentTarget(tx, user, body.classId, body.subjectId);
      const row = await insertAssignment(tx, {
          schoolId: user.schoolId,
          classId: body.classId,
          subjectId: body.subjectId,
          title: body.title,
          description: body.description ?? null,
          dueDate: body.dueDate,
          maxGrade: String(body.maxGrade),
          createdBy: user.id,
        });
      reply.code(201);
      return { success: true as const, message: ASSIGNMENT_MESSAGES.created, data: await readAssignmentDto(tx, row.id) };
    });
  });

  routeEndpoint(app, classLifeEndpoints.updateAssignment, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      // Locked, so two edits of one assignment check its submissions one after the other.
      const before = await findAssignmentInScope(tx, user, request.params.id);
      await lockAssignment(tx, before.id);
      await checkAssignmentTarget(tx, user, before.classId, before.subjectId);
      await checkAssignmentClassAndSubject(tx, before.schoolId, body.classId, body.subjectId);
      const classId = body.classId ?? before.classId;
      const subjectId = body.subjectId ?? before.subjectId;
      if (classId !== before.classId || subjectId !== before.subjectId) await checkAssignmentTarget(tx, user, classId, subjectId);
      if (body.dueDate !== undefined && body.dueDate !== before.dueDate) checkDueDate(body.dueDate);
      const totals = await submissionTotals(tx, before.id);
      if (classId !== before.classId && totals.count > 0) throw httpError(409, ASSIGNMENT_MESSAGES.hasSubmissionsMove, { classId: ASSIGNMENT_MESSAGES.hasSubmissionsMove });
      if (body.maxGrade !== undefined && totals.highestGrade !== null && totals.highestGrade > body.maxGrade) {
        throw httpError(409, maxGradeBelowGrades(totals.highestGrade), { maxGrade: maxGradeBelowGrades(totals.highestGrade) });
      }
      const { maxGrade, ...fields } = body;
      await updateAssignment(tx, before.id, { ...fields, ...(maxGrade === undefined ? {} : { maxGrade: String(maxGrade) }) });
      return { success: true as const, message: ASSIGNMENT_MESSAGES.updated, data: await readAssignmentDto(tx, before.id) };
    });
  });

  routeEndpoint(app, classLifeEndpoints.removeAssignment, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findAssignmentInScope(tx, user, request.params.id);
      if (row.createdBy !== user.id && !hasPermission(user.permissions, 'exam:delete')) throw httpError(403, ASSIGNMENT_MESSAGES.notYourAssignment);
      await checkAssignmentTarget(tx, user, row.classId, row.subjectId);
      await softDeleteAssignment(tx, row.id, new Date());
      return { success: true as const, message: ASSIGNMENT_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
