/**
 * POST /attendances (one mark; a second for the same student and day is 409), PUT
 * /attendances/{id} (status, inTime, outTime, remarks) and DELETE /attendances/{id} (soft delete).
 * POST and PUT on a day that is not a school day need `override: true` (409 otherwise).
 * Writes run in app.writeTransaction, so a replay with the same X-Request-ID writes once.
 * Access: attendance:create, attendance:update, attendance:delete.
 */
import * as markEndpoints from '@/contract/endpoints/attendance/marks';
import type { FastifyPluginAsync } from 'fastify';
import { ATTENDANCE_MESSAGES } from '@/contract/attendance';
import { kabulDay } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { toAttendanceMark } from './attendance-mark-dto';
import { createMark, softDeleteMark, updateMark } from './attendance-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

export const attendanceWriteRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, markEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    reply.code(201);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await createMark({ tx, actor, now: new Date(), today: kabulDay() }, request.body);
      return { success: true as const, message: ATTENDANCE_MESSAGES.created, data: toAttendanceMark(row) };
    });
  });

  routeEndpoint(app, markEndpoints.update, async (request, reply) => {
    const actor = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await updateMark({ tx, actor, now: new Date(), today: kabulDay() }, request.params.id, request.body);
      return { success: true as const, message: ATTENDANCE_MESSAGES.updated, data: toAttendanceMark(row) };
    });
  });

  routeEndpoint(app, markEndpoints.remove, async (request, reply) => {
    const actor = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await softDeleteMark({ tx, actor, now: new Date(), today: kabulDay() }, request.params.id);
      return { success: true as const, message: ATTENDANCE_MESSAGES.deleted, data: toAttendanceMark(row) };
    });
  });
};
