/**
 * Tasks given to a staff member (spec part 2 §7.3): GET /staff/{id}/tasks (paged; optional status
 * and priority; soonest due first, tasks without a due date last, then newest), POST (title,
 * description, priority, dueDate), GET, PUT and DELETE (soft) /staff/{id}/tasks/{taskId}, and
 * POST /staff/{id}/tasks/{taskId}/complete.
 *
 * Completing records who and when. It is idempotent: completing a completed task answers 200 with
 * the task unchanged (an offline replay or a second click is no error); a cancelled task answers
 * 409. PUT cannot set COMPLETED (only .../complete records the completion); setting OPEN,
 * IN_PROGRESS or CANCELLED on a completed task reopens it and clears the completion. A due date
 * before today (Kabul) is refused when it is set, never for a task that simply became late.
 *
 * Access: GET staff:read; writes staff:update.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as staffEndpoints from '@/contract/endpoints/staff';
import { STAFF_RECORD_MESSAGES } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { kabulDay } from '../../lib/kabul-time';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { findStaffInScope } from './staff-record-target';
import { toStaffTask, toStaffTasks, type StaffTaskRow } from './staff-task-dto';
import { completeStaffTask, findLiveStaffTask, insertStaffTask, listStaffTasks, softDeleteStaffTask, updateStaffTask } from './staff-task-repository';

async function findLiveTask(db: DbOrTx, staffId: number, taskId: number, lock = false): Promise<StaffTaskRow> {
  const row = await findLiveStaffTask(db, staffId, taskId, lock);
  if (!row) throw httpError(404, STAFF_RECORD_MESSAGES.taskNotFound);
  return row;
}

function checkDueDate(dueDate: string | null | undefined): void {
  if (dueDate && dueDate < kabulDay()) throw httpError(400, STAFF_RECORD_MESSAGES.dueDateInPast, { dueDate: STAFF_RECORD_MESSAGES.dueDateInPast });
}

export const staffTaskRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, staffEndpoints.tasks, async (request) => {
    const user = requireUser(request.user);
    const member = await findStaffInScope(app.db, user, request.params.id);
    const { page, limit, status, priority } = request.query;
    const { rows, total } = await listStaffTasks(app.db, member.id, { page, limit, status, priority });
    return {
      success: true as const,
      message: STAFF_RECORD_MESSAGES.tasksListed,
      data: await toStaffTasks(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, total) },
    };
  });

  routeEndpoint(app, staffEndpoints.task, async (request) => {
    const user = requireUser(request.user);
    const member = await findStaffInScope(app.db, user, request.params.id);
    const task = await findLiveTask(app.db, member.id, request.params.taskId);
    return { success: true as const, message: STAFF_RECORD_MESSAGES.taskFetched, data: await toStaffTask(app.db, task) };
  });

  routeEndpoint(app, staffEndpoints.addTask, async (request, reply) => {
    const user = requireUser(request.user);
    checkDueDate(request.body.dueDate);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      const row = await insertStaffTask(tx, { schoolId: member.schoolId, staffId: member.id, ...request.body, status: 'OPEN', createdBy: user.id });
      reply.code(201);
      return { success: true as const, message: STAFF_RECORD_MESSAGES.taskAdded, data: await toStaffTask(tx, row) };
    });
  });

  routeEndpoint(app, staffEndpoints.updateTask, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      const task = await findLiveTask(tx, member.id, request.params.taskId, true);
      const changes = request.body;
      if (changes.dueDate !== task.dueDate) checkDueDate(changes.dueDate);
      const reopens = changes.status !== undefined && task.status === 'COMPLETED';
      const row = await updateStaffTask(tx, task.id, { ...changes, ...(reopens ? { completedAt: null, completedBy: null } : {}), updatedAt: new Date() });
      return { success: true as const, message: STAFF_RECORD_MESSAGES.taskUpdated, data: await toStaffTask(tx, row) };
    });
  });

  routeEndpoint(app, staffEndpoints.removeTask, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      const task = await findLiveTask(tx, member.id, request.params.taskId);
      const now = new Date();
      await softDeleteStaffTask(tx, task.id, now);
      return { success: true as const, message: STAFF_RECORD_MESSAGES.taskDeleted, data: { id: task.id } };
    });
  });

  routeEndpoint(app, staffEndpoints.completeTask, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      // Locked, so two completions at once record one completer.
      const task = await findLiveTask(tx, member.id, request.params.taskId, true);
      if (task.status === 'COMPLETED') {
        return { success: true as const, message: STAFF_RECORD_MESSAGES.taskAlreadyCompleted, data: await toStaffTask(tx, task) };
      }
      if (task.status === 'CANCELLED') throw httpError(409, STAFF_RECORD_MESSAGES.cancelledTaskNotCompleted);
      const now = new Date();
      const row = await completeStaffTask(tx, task.id, user.id, now);
      return { success: true as const, message: STAFF_RECORD_MESSAGES.taskCompleted, data: await toStaffTask(tx, row) };
    });
  });
};
