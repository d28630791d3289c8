/**
 * POST /attendances (one mark; a second for the same student and day is 409), PUT
 * /attendances/{id} (status, inTime, outTime, remarks) and DELETE /attendances/{id} (soft delete).
 * Writes run in app.writeTransaction, so a replay with the same X-Request-ID writes once.
 * Access: attendance:create, attendance:update, attendance:delete.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTENDANCE_MESSAGES,
  attendanceCreateSchema,
  attendanceIdParamsSchema,
  attendanceMarkSchema,
  attendanceUpdateSchema,
} from '@/contract/attendance';
import { errorAnswers } from '../../lib/answer-schemas';
import { kabulDay } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { toAttendanceMark } from './attendance-mark-dto';
import { createMark, softDeleteMark, updateMark } from './attendance-writer';

const tags = ['attendance'];
export const markAnswer = z.object({ success: z.literal(true), message: z.string(), data: attendanceMarkSchema });

export const attendanceWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/attendances',
    {
      config: { access: { permission: 'attendance:create' } },
      schema: {
        tags,
        summary: "Mark one student's attendance for a day (today by default), in the student's current class",
        body: attendanceCreateSchema,
        response: { 201: markAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      reply.code(201);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await createMark({ tx, actor, now: new Date(), today: kabulDay() }, request.body);
        return { success: true as const, message: ATTENDANCE_MESSAGES.created, data: toAttendanceMark(row) };
      });
    },
  );

  app.put(
    '/attendances/:id',
    {
      config: { access: { permission: 'attendance:update' } },
      schema: {
        tags,
        summary: 'Edit a mark: status, inTime, outTime, remarks; fields left out keep their value, blank or null clears a time or the remarks',
        params: attendanceIdParamsSchema,
        body: attendanceUpdateSchema,
        response: { 200: markAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await updateMark({ tx, actor, now: new Date(), today: kabulDay() }, request.params.id, request.body);
        return { success: true as const, message: ATTENDANCE_MESSAGES.updated, data: toAttendanceMark(row) };
      });
    },
  );

  app.delete(
    '/attendances/:id',
    {
      config: { access: { permission: 'attendance:delete' } },
      schema: { tags, summary: 'Soft delete a mark (it no longer counts anywhere)', params: attendanceIdParamsSchema, response: { 200: markAnswer, ...errorAnswers } },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await softDeleteMark({ tx, actor, now: new Date(), today: kabulDay() }, request.params.id);
        return { success: true as const, message: ATTENDANCE_MESSAGES.deleted, data: toAttendanceMark(row) };
      });
    },
  );
};
