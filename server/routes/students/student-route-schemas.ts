/** Messages of the /students routes' answers (the schemas are the contract's: src/contract/endpoints/students.ts). */
import { STUDENT_ID_MESSAGE } from '@/contract/students';

export const STUDENT_ROUTE_MESSAGES = {
  listed: 'Students retrieved successfully',
  fetched: 'Student retrieved successfully',
  created: 'Student created successfully',
  updated: 'Student updated successfully',
  deleted: 'Student deleted successfully',
  restored: 'Student restored successfully',
  invalidId: STUDENT_ID_MESSAGE,
  schoolNotFound: 'School not found',
  bulkDone: 'Bulk operation finished',
  imported: 'Import finished',
  suggestions: 'Admission number suggestions',
  classesListed: 'Classes retrieved successfully',
} as const;
