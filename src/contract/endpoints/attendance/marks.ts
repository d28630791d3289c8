/**
 * /attendances: the marks one at a time (spec part 2 §7.6). GET lists and reads them within the
 * school scope; POST marks one student for a day (a second mark of the same student and day is
 * 409), PUT edits one, DELETE removes one (soft). On a day that is not a school day (a weekend day
 * or a holiday) POST and PUT are refused (409) unless the body says `override: true`; DELETE is not. Writes are idempotent with X-Request-ID; a new
 * mark or an edit may be kept on the device when the server cannot be reached, a delete is not.
 */
import { z } from 'zod';
import { paginationSchema } from '@/contract/api';
import {
  ATTENDANCE_STATUSES,
  attendanceCreateSchema,
  attendanceIdParamsSchema,
  attendanceListQuerySchema,
  attendanceMarkSchema,
  attendanceUpdateSchema,
} from '@/contract/attendance';
import { defineEndpoint, type WriteDescription } from '@/contract/endpoint';

const tags = ['attendance'];

/** One mark and the server's message: the answer of every mark write. */
export const markAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: attendanceMarkSchema });

/** GET /attendances sends no message. */
export const markListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(attendanceMarkSchema),
  message: z.string().optional(),
  meta: z.object({ pagination: paginationSchema }),
});

export const markOneAnswerSchema = z.object({ success: z.literal(true), data: attendanceMarkSchema });

export const list = defineEndpoint({
  method: 'GET',
  path: '/attendances',
  tags,
  summary: 'Attendance marks: filters studentId, classId, date, from, to, status; newest day first, then newest mark; paged',
  access: { permission: 'attendance:read' },
  query: attendanceListQuerySchema,
  answers: { 200: markListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/attendances/:id',
  tags,
  summary: 'One attendance mark',
  access: { permission: 'attendance:read' },
  params: attendanceIdParamsSchema,
  answers: { 200: markOneAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/attendances',
  tags,
  summary: "Mark one student's attendance for a day (today by default), in the student's current class; on a day that is not a school day only with override: true (409 otherwise)",
  access: { permission: 'attendance:create' },
  body: attendanceCreateSchema,
  answers: { 201: markAnswerSchema },
  offline: {
    /** "Attendance of student 81 on 2026-11-28: Absent" (or today). */
    describe: (write): WriteDescription => {
      const body = (typeof write.body === 'object' && write.body !== null ? write.body : {}) as Record<string, unknown>;
      const studentId = typeof body.studentId === 'number' || typeof body.studentId === 'string' ? body.studentId : '';
      // The status is shown in the reader's language (the key nests attendanceRegister.status.*).
      const status = typeof body.status === 'string' && (ATTENDANCE_STATUSES as readonly string[]).includes(body.status) ? body.status : 'unmarked';
      const date = typeof body.date === 'string' ? body.date.trim() : '';
      return date === ''
        ? { key: 'attendanceRegister.pending.markToday', values: { studentId, status } }
        : { key: 'attendanceRegister.pending.mark', values: { studentId, status, date } };
    },
    pending: { entity: 'attendance', id: () => null },
  },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/attendances/:id',
  tags,
  summary:
    'Edit a mark: status, inTime, outTime, remarks; fields left out keep their value, blank or null clears a time or the remarks; a mark on a day that is not a school day only with override: true (409 otherwise)',
  access: { permission: 'attendance:update' },
  params: attendanceIdParamsSchema,
  body: attendanceUpdateSchema,
  answers: { 200: markAnswerSchema },
  offline: {
    describe: () => ({ key: 'attendanceRegister.pending.editMark', values: {} }),
    pending: { entity: 'attendance', id: (write) => write.params.id ?? null },
  },
  versionedBy: get,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/attendances/:id',
  tags,
  summary: 'Soft delete a mark (it no longer counts anywhere)',
  access: { permission: 'attendance:delete' },
  params: attendanceIdParamsSchema,
  answers: { 200: markAnswerSchema },
});
