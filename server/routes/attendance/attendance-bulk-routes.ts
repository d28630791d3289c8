/**
 * POST /attendances/bulk (a class register for one day, all or nothing) and the front desk's
 * POST /attendances/mark-in-time and /mark-out-time. All run in app.writeTransaction, so the
 * outbox's replay of the same X-Request-ID writes once. Access: attendance:create.
 */
import * as registerEndpoints from '@/contract/endpoints/attendance/register';
import type { FastifyPluginAsync } from 'fastify';
import { ATTENDANCE_MESSAGES } from '@/contract/attendance';
import { kabulDay } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { markIn, markOut } from './attendance-clock';
import { toAttendanceMark } from './attendance-mark-dto';
import { saveRegister } from './attendance-register';
import { routeEndpoint } from '../../lib/route-endpoint';

export const attendanceBulkRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, registerEndpoints.saveRegister, async (request, reply) => {
    const actor = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const data = await saveRegister({ tx, actor, now: new Date(), today: kabulDay() }, request.body);
      return { success: true as const, message: ATTENDANCE_MESSAGES.bulkSaved, data };
    });
  });

  routeEndpoint(app, registerEndpoints.markIn, async (request, reply) => {
    const actor = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const { mark, created } = await markIn({ tx, actor, now: new Date(), today: kabulDay() }, request.body);
      reply.code(created ? 201 : 200);
      return { success: true as const, message: ATTENDANCE_MESSAGES.markedIn, data: toAttendanceMark(mark) };
    });
  });

  routeEndpoint(app, registerEndpoints.markOut, async (request, reply) => {
    const actor = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const mark = await markOut({ tx, actor, now: new Date(), today: kabulDay() }, request.body);
      return { success: true as const, message: ATTENDANCE_MESSAGES.markedOut, data: toAttendanceMark(mark) };
    });
  });
};
