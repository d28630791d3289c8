/** Params, queries and answers the /teachers routes share. */
import { z } from 'zod';
import { TEACHER_INCLUDES, teacherListAnswerSchema, teacherListQuerySchema, teacherSchema } from '@/contract/teachers';
import { coercedIdSchema } from '@/contract/ids';

export const TEACHER_ROUTE_MESSAGES = {
  listed: 'Teachers',
  fetched: 'Teacher',
  schoolNotFound: 'School not found',
  bulkDone: 'Bulk operation finished',
  validated: 'Validation finished',
} as const;

export const tags = ['teachers'];

export const teacherIdParamsSchema = z.object({ id: coercedIdSchema });

/** GET /teachers/{id}: include as on the list; includeDeleted finds a deleted one too. */
export const teacherGetQuerySchema = teacherListQuerySchema.pick({ include: true, includeDeleted: true, _t: true });

/** The list filters for the school and department lists (limit=all: every match as full teachers). */
export const teacherSubListQuerySchema = teacherListQuerySchema.omit({ schoolId: true });

export const teacherAnswer = z.object({ success: z.literal(true), message: z.string(), data: teacherSchema });

export { teacherListAnswerSchema as teacherListAnswer, TEACHER_INCLUDES };
