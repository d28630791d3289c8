/** Schemas and messages shared by the /students routes (answers `{ success, data, message, meta }`). */
import { z } from 'zod';
import { paginationSchema } from '@/contract/api';
import { studentSchema } from '@/contract/students';
import { coercedIdSchema, INT32_MAX } from '@/contract/ids';

export const STUDENT_ROUTE_MESSAGES = {
  listed: 'Students retrieved successfully',
  fetched: 'Student retrieved successfully',
  created: 'Student created successfully',
  updated: 'Student updated successfully',
  deleted: 'Student deleted successfully',
  restored: 'Student restored successfully',
  invalidId: 'Student id must be a positive whole number',
  schoolNotFound: 'School not found',
  bulkDone: 'Bulk operation finished',
  imported: 'Import finished',
  suggestions: 'Admission number suggestions',
  classesListed: 'Classes retrieved successfully',
} as const;


export const studentAnswer = z.object({ success: z.literal(true), message: z.string(), data: studentSchema });

export const studentListAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(studentSchema),
  meta: z.object({ pagination: paginationSchema }),
});

export const studentIdParamsSchema = z.object({
  id: z.coerce.number(STUDENT_ROUTE_MESSAGES.invalidId).int(STUDENT_ROUTE_MESSAGES.invalidId).positive(STUDENT_ROUTE_MESSAGES.invalidId).max(INT32_MAX, STUDENT_ROUTE_MESSAGES.invalidId),
});

/** A numeric id path parameter (schools, classes). */
export const numericIdParamsSchema = z.object({ id: coercedIdSchema });
