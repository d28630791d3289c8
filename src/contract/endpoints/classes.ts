/**
 * /classes, /subjects and /timetables (spec part 2 §7.7): classes with their figures, the school's
 * subjects and the lessons of classes' weeks. Another school's record answers 404. Creating and
 * editing a class, a subject or a lesson may be kept on the device when the server cannot be
 * reached; deletes are not (they are refused while something still uses the record, which the user
 * must see at once).
 */
import {
  classAnalyticsAnswerSchema,
  classAnalyticsQuerySchema,
  classAnswerSchema,
  classCreateSchema,
  classDetailAnswerSchema,
  classListAnswerSchema,
  classListQuerySchema,
  classPerformanceAnswerSchema,
  classStatsAnswerSchema,
  classUpdateSchema,
  deletedAnswerSchema,
  idParamsSchema,
  subjectAnswerSchema,
  subjectCreateSchema,
  subjectListAnswerSchema,
  subjectListQuerySchema,
  subjectUpdateSchema,
  timetableCreateSchema,
  timetableEntryAnswerSchema,
  timetableListAnswerSchema,
  timetableListQuerySchema,
  timetableUpdateSchema,
} from '@/contract/classes';
import { defineEndpoint, type OfflinePolicy, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';

/** A text field of a queued body, trimmed; '' when absent or not text. */
function textOf(write: QueuedWrite, field: string): string {
  const value = (write.body as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value.trim() : '';
}

const pathId = (write: QueuedWrite) => write.params.id ?? null;

/** A named create ("New class: 7-A"), or its unnamed form. */
function named(key: string, field = 'name'): (write: QueuedWrite) => WriteDescription {
  return (write): WriteDescription => {
    const name = textOf(write, field);
    return name === '' ? { key: `${key}Unnamed`, values: {} } : { key, values: { name } };
  };
}

const keptClassCreate: OfflinePolicy = { describe: named('classes.pending.createClass'), pending: { entity: 'class', id: () => null } };
const keptClassEdit: OfflinePolicy = { describe: named('classes.pending.editClass'), pending: { entity: 'class', id: pathId } };
const keptSubjectCreate: OfflinePolicy = { describe: named('classes.pending.createSubject'), pending: { entity: 'subject', id: () => null } };
const keptSubjectEdit: OfflinePolicy = { describe: named('classes.pending.editSubject'), pending: { entity: 'subject', id: pathId } };

/** "New lesson: 08:00–08:45"; the lesson has no device-made id. */
function describeLesson(key: string): (write: QueuedWrite) => WriteDescription {
  return (write): WriteDescription => {
    const startTime = textOf(write, 'startTime');
    const endTime = textOf(write, 'endTime');
    return startTime === '' || endTime === '' ? { key: `${key}Untimed`, values: {} } : { key, values: { startTime, endTime } };
  };
}

// ---------------------------------------------------------------------------------------------
// Classes

export const list = defineEndpoint({
  method: 'GET',
  path: '/classes',
  tags: ['classes'],
  summary: 'Classes (id, name, code, details, student count) by grade then name; search (name, code), grade, schoolId, pages',
  // Either of several permissions (class:read, student:read, payment:read): checked in the handler.
  access: 'authenticated',
  query: classListQuerySchema,
  answers: { 200: classListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/classes/:id',
  tags: ['classes'],
  summary: 'A class with its class teacher, student count and the subjects taught in it and by whom',
  access: { permission: 'class:read' },
  params: idParamsSchema,
  answers: { 200: classDetailAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/classes',
  tags: ['classes'],
  summary: "Create a class in the user's school (code unique among its live classes)",
  access: { permission: 'class:create' },
  body: classCreateSchema,
  answers: { 201: classAnswerSchema },
  offline: keptClassCreate,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/classes/:id',
  tags: ['classes'],
  summary: 'Edit a class (any of its fields)',
  access: { permission: 'class:update' },
  params: idParamsSchema,
  body: classUpdateSchema,
  answers: { 200: classAnswerSchema },
  offline: keptClassEdit,
  versionedBy: get,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/classes/:id',
  tags: ['classes'],
  summary: 'Delete a class (soft); refused while students are in it',
  access: { permission: 'class:delete' },
  params: idParamsSchema,
  answers: { 200: deletedAnswerSchema },
});

export const stats = defineEndpoint({
  method: 'GET',
  path: '/classes/:id/stats',
  tags: ['classes'],
  summary: 'Students by gender and status, attendance of the last 30 days, average grade',
  access: { permission: 'class:read' },
  params: idParamsSchema,
  answers: { 200: classStatsAnswerSchema },
});

export const analytics = defineEndpoint({
  method: 'GET',
  path: '/classes/:id/analytics',
  tags: ['classes'],
  summary: 'Average per subject, attendance by week (weeks, default 8), students per grade label',
  access: { permission: 'class:read' },
  params: idParamsSchema,
  query: classAnalyticsQuerySchema,
  answers: { 200: classAnalyticsAnswerSchema },
});

export const performance = defineEndpoint({
  method: 'GET',
  path: '/classes/performance/:id',
  tags: ['classes'],
  summary: "The class's students ranked by average grade, with attendance rate",
  access: { permission: 'class:read' },
  params: idParamsSchema,
  answers: { 200: classPerformanceAnswerSchema },
});

// ---------------------------------------------------------------------------------------------
// Subjects

export const listSubjects = defineEndpoint({
  method: 'GET',
  path: '/subjects',
  tags: ['subjects'],
  summary: 'Subjects by name; search (name, code), schoolId, pages',
  access: { permission: 'subject:read' },
  query: subjectListQuerySchema,
  answers: { 200: subjectListAnswerSchema },
});

export const getSubject = defineEndpoint({
  method: 'GET',
  path: '/subjects/:id',
  tags: ['subjects'],
  summary: 'One subject',
  access: { permission: 'subject:read' },
  params: idParamsSchema,
  answers: { 200: subjectAnswerSchema },
});

export const createSubject = defineEndpoint({
  method: 'POST',
  path: '/subjects',
  tags: ['subjects'],
  summary: "Create a subject in the user's school (code unique per school)",
  access: { permission: 'subject:create' },
  body: subjectCreateSchema,
  answers: { 201: subjectAnswerSchema },
  offline: keptSubjectCreate,
});

export const updateSubject = defineEndpoint({
  method: 'PUT',
  path: '/subjects/:id',
  tags: ['subjects'],
  summary: 'Rename a subject or change its code',
  access: { permission: 'subject:update' },
  params: idParamsSchema,
  body: subjectUpdateSchema,
  answers: { 200: subjectAnswerSchema },
  offline: keptSubjectEdit,
  versionedBy: getSubject,
});

export const removeSubject = defineEndpoint({
  method: 'DELETE',
  path: '/subjects/:id',
  tags: ['subjects'],
  summary: 'Delete a subject (soft); refused while exams, grades or timetable lessons use it',
  access: { permission: 'subject:delete' },
  params: idParamsSchema,
  answers: { 200: deletedAnswerSchema },
});

// ---------------------------------------------------------------------------------------------
// Timetables (part of a class: the class permissions)

export const listLessons = defineEndpoint({
  method: 'GET',
  path: '/timetables',
  tags: ['timetables'],
  summary: "Lessons from the first day of the school's week (settings), then by time; classId, teacherId, weekday, schoolId",
  access: { permission: 'class:read' },
  query: timetableListQuerySchema,
  answers: { 200: timetableListAnswerSchema },
});

export const getLesson = defineEndpoint({
  method: 'GET',
  path: '/timetables/:id',
  tags: ['timetables'],
  summary: 'One lesson',
  access: { permission: 'class:read' },
  params: idParamsSchema,
  answers: { 200: timetableEntryAnswerSchema },
});

export const createLesson = defineEndpoint({
  method: 'POST',
  path: '/timetables',
  tags: ['timetables'],
  summary: "Add a lesson (no overlap with the class's or the teacher's lessons that day)",
  access: { permission: 'class:create' },
  body: timetableCreateSchema,
  answers: { 201: timetableEntryAnswerSchema },
  offline: { describe: describeLesson('classes.pending.createLesson'), pending: { entity: 'lesson', id: () => null } },
});

export const updateLesson = defineEndpoint({
  method: 'PUT',
  path: '/timetables/:id',
  tags: ['timetables'],
  summary: 'Move or change a lesson (same checks as adding one)',
  access: { permission: 'class:update' },
  params: idParamsSchema,
  body: timetableUpdateSchema,
  answers: { 200: timetableEntryAnswerSchema },
  offline: { describe: describeLesson('classes.pending.editLesson'), pending: { entity: 'lesson', id: pathId } },
  versionedBy: getLesson,
});

export const removeLesson = defineEndpoint({
  method: 'DELETE',
  path: '/timetables/:id',
  tags: ['timetables'],
  summary: 'Remove a lesson (soft)',
  access: { permission: 'class:delete' },
  params: idParamsSchema,
  answers: { 200: deletedAnswerSchema },
});
