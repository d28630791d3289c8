/**
 * POST /attendances/bulk (a class register for one day, all or nothing) and the front desk's
 * POST /attendances/mark-in-time and /mark-out-time. All run in app.writeTransaction, so the
 * outbox's replay of the same X-Request-ID writes once. Access: attendance:create.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTENDANCE_MESSAGES, bulkAttendanceResultSchema, bulkAttendanceSchema, markTimeSchema } from '@/contract/attendance';
import { errorAnswers } from '../../lib/answer-schemas';
import { kabulDay } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { markIn, markOut } from './attendance-clock';
import { toAttendanceMark } from './attendance-mark-dto';
import { saveRegister } from './attendance-register';
import { markAnswer } from './attendance-write-routes';

const tags = ['attendance'];
const create = { access: { permission: 'attendance:create' } } as const;

export const attendanceBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/attendances/bulk',
    {
      config: create,
      schema: {
        tags,
        summary: 'Save a class register for one day (today by default), at most 500 students, all or nothing: new marks are created, existing ones updated',
        body: bulkAttendanceSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: bulkAttendanceResultSchema }), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const data = await saveRegister({ tx, actor, now: new Date(), today: kabulDay() }, request.body);
        return { success: true as const, message: ATTENDANCE_MESSAGES.bulkSaved, data };
      });
    },
  );

  app.post(
    '/attendances/mark-in-time',
    {
      config: create,
      schema: {
        tags,
        summary:
          "Record a student's arrival (time: now in Kabul by default): creates the day's mark (201), LATE after the school's late-after time and PRESENT up to it, " +
          "or sets the in time on the day's mark (200; its status stays, except ABSENT, which becomes the arrival's status)",
        body: markTimeSchema,
        response: { 200: markAnswer, 201: markAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const { mark, created } = await markIn({ tx, actor, now: new Date(), today: kabulDay() }, request.body);
        reply.code(created ? 201 : 200);
        return { success: true as const, message: ATTENDANCE_MESSAGES.markedIn, data: toAttendanceMark(mark) };
      });
    },
  );

  app.post(
    '/attendances/mark-out-time',
    {
      config: create,
      schema: {
        tags,
        summary: "Record a student's departure on the day's mark (409 without one or when ABSENT; 400 before the in time)",
        body: markTimeSchema,
        response: { 200: markAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const mark = await markOut({ tx, actor, now: new Date(), today: kabulDay() }, request.body);
        return { success: true as const, message: ATTENDANCE_MESSAGES.markedOut, data: toAttendanceMark(mark) };
      });
    },
  );
};
