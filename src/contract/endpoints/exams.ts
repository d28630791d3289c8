/**
 * /exams, their grades and timetables, and /grades one at a time (spec part 2 §7.7). Another
 * school's record answers 404. Scheduling and editing an exam, entering an exam's grades and
 * recording or correcting a grade may be kept on the device when the server cannot be reached
 * (a teacher enters marks in a classroom without signal); deletes are not.
 */
import { defineEndpoint, type OfflinePolicy, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';
import {
  deletedAnswerSchema,
  examAnswerSchema,
  examCreateSchema,
  examDetailAnswerSchema,
  examListAnswerSchema,
  examListQuerySchema,
  examPerformanceAnswerSchema,
  examResultsAnswerSchema,
  examTimetableAnswerSchema,
  examTimetableQuerySchema,
  examUpdateSchema,
  gradeAnswerSchema,
  gradeCreateSchema,
  gradeEntryAnswerSchema,
  gradeEntrySchema,
  gradeListAnswerSchema,
  gradeListQuerySchema,
  gradePerformanceAnswerSchema,
  gradePerformanceQuerySchema,
  gradeUpdateSchema,
  idParamsSchema,
} from '@/contract/exams';

const pathId = (write: QueuedWrite) => write.params.id ?? null;

function bodyField(write: QueuedWrite, field: string): unknown {
  const body = write.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
}

/** "New exam: Midterm", from the body's name; the unnamed form when it has none. */
function named(key: string): (write: QueuedWrite) => WriteDescription {
  return (write): WriteDescription => {
    const name = bodyField(write, 'name');
    const text = typeof name === 'string' ? name.trim() : '';
    return text === '' ? { key: `${key}Unnamed`, values: {} } : { key, values: { name: text } };
  };
}

/** "Grades of exam 12: 31 students"; pending on that exam. */
const keptGradeEntry: OfflinePolicy = {
  describe: (write) => {
    const records = bodyField(write, 'records');
    return { key: 'exams.pending.enterGrades', values: { examId: write.params.id ?? '', count: Array.isArray(records) ? records.length : 0 } };
  },
  pending: { entity: 'exam', id: pathId },
};

/** "Grade of student 81: 17 of 20"; a class-work grade has no device-made id. */
const keptGrade: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const studentId = bodyField(write, 'studentId');
    const score = bodyField(write, 'score');
    return typeof studentId === 'number' && typeof score === 'number'
      ? { key: 'exams.pending.createGrade', values: { studentId, score } }
      : { key: 'exams.pending.createGradeUnnamed', values: {} };
  },
  pending: { entity: 'grade', id: () => null },
};

// ---------------------------------------------------------------------------------------------
// Exams

export const list = defineEndpoint({
  method: 'GET',
  path: '/exams',
  tags: ['exams'],
  summary: 'Exams of the schools in scope (SCHEDULED: soonest first; otherwise newest first); classId, subjectId, status, from/to, search (name), pages',
  access: { permission: 'exam:read' },
  query: examListQuerySchema,
  answers: { 200: examListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/exams/:id',
  tags: ['exams'],
  summary: "An exam with its class, subject, graded count and the class's student count",
  access: { permission: 'exam:read' },
  params: idParamsSchema,
  answers: { 200: examDetailAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/exams',
  tags: ['exams'],
  summary: "Schedule an exam in the user's school (its class and room must be free then)",
  access: { permission: 'exam:create' },
  body: examCreateSchema,
  answers: { 201: examAnswerSchema },
  offline: { describe: named('exams.pending.createExam'), pending: { entity: 'exam', id: () => null } },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/exams/:id',
  tags: ['exams'],
  summary: 'Edit an exam or change its status (SCHEDULED → COMPLETED or CANCELLED)',
  access: { permission: 'exam:update' },
  params: idParamsSchema,
  body: examUpdateSchema,
  answers: { 200: examAnswerSchema },
  offline: { describe: named('exams.pending.editExam'), pending: { entity: 'exam', id: pathId } },
  versionedBy: get,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/exams/:id',
  tags: ['exams'],
  summary: 'Delete an exam (soft); refused once it has grades',
  access: { permission: 'exam:delete' },
  params: idParamsSchema,
  answers: { 200: deletedAnswerSchema },
});

export const enterGrades = defineEndpoint({
  method: 'POST',
  path: '/exams/:id/grades',
  tags: ['exams'],
  summary: 'Enter or correct the grades of an exam (up to 200 students of its class; all or nothing)',
  access: { permission: 'exam:update' },
  params: idParamsSchema,
  body: gradeEntrySchema,
  answers: { 200: gradeEntryAnswerSchema },
  offline: keptGradeEntry,
});

export const results = defineEndpoint({
  method: 'GET',
  path: '/exams/:id/results',
  tags: ['exams'],
  summary: "The exam's class with each student's score, percentage, grade label and rank, and the class figures",
  access: { permission: 'exam:read' },
  params: idParamsSchema,
  answers: { 200: examResultsAnswerSchema },
});

// ---------------------------------------------------------------------------------------------
// Exam timetables and figures

export const timetable = defineEndpoint({
  method: 'GET',
  path: '/exam-timetables',
  tags: ['exams'],
  summary: 'The scheduled exams as a timetable by day (soonest first) with times and rooms; classId, from/to',
  access: { permission: 'exam:read' },
  query: examTimetableQuerySchema,
  answers: { 200: examTimetableAnswerSchema },
});

export const performance = defineEndpoint({
  method: 'GET',
  path: '/exam-timetables/performance',
  tags: ['exams'],
  summary: 'Per exam with grades (newest first): graded count, average percentage and pass rate; classId, from/to',
  access: { permission: 'exam:read' },
  query: examTimetableQuerySchema,
  answers: { 200: examPerformanceAnswerSchema },
});

export const gradePerformance = defineEndpoint({
  method: 'GET',
  path: '/grades/performance',
  tags: ['grades'],
  summary: 'Average percentage and pass rate of the grades, overall, by subject and by class; classId, subjectId, from/to',
  access: { permission: 'exam:read' },
  query: gradePerformanceQuerySchema,
  answers: { 200: gradePerformanceAnswerSchema },
});

// ---------------------------------------------------------------------------------------------
// Grades one at a time

export const listGrades = defineEndpoint({
  method: 'GET',
  path: '/grades',
  tags: ['grades'],
  summary: 'Grades, newest first; studentId, classId, subjectId, examId, from/to (graded day), pages',
  access: { permission: 'exam:read' },
  query: gradeListQuerySchema,
  answers: { 200: gradeListAnswerSchema },
});

export const getGrade = defineEndpoint({
  method: 'GET',
  path: '/grades/:id',
  tags: ['grades'],
  summary: 'A grade with its student, subject, exam, percentage and label',
  access: { permission: 'exam:read' },
  params: idParamsSchema,
  answers: { 200: gradeAnswerSchema },
});

export const createGrade = defineEndpoint({
  method: 'POST',
  path: '/grades',
  tags: ['grades'],
  summary: "Record a grade without an exam (class work) for a student of the user's school",
  access: { permission: 'exam:create' },
  body: gradeCreateSchema,
  answers: { 201: gradeAnswerSchema },
  offline: keptGrade,
});

export const updateGrade = defineEndpoint({
  method: 'PUT',
  path: '/grades/:id',
  tags: ['grades'],
  summary: "Edit a grade (an exam's grade: its score and remarks only)",
  access: { permission: 'exam:update' },
  params: idParamsSchema,
  body: gradeUpdateSchema,
  answers: { 200: gradeAnswerSchema },
  offline: { describe: () => ({ key: 'exams.pending.editGrade', values: {} }), pending: { entity: 'grade', id: pathId } },
  versionedBy: getGrade,
});

export const removeGrade = defineEndpoint({
  method: 'DELETE',
  path: '/grades/:id',
  tags: ['grades'],
  summary: 'Delete a grade (soft)',
  access: { permission: 'exam:delete' },
  params: idParamsSchema,
  answers: { 200: deletedAnswerSchema },
});
