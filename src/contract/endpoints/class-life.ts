/**
 * /announcements and /assignments (spec part 2 §7.7): the notices a school posts and the work set
 * for classes. Another school's record answers 404. Posting and editing may be kept on the device
 * when the server cannot be reached; deletes are not.
 *
 * The class-life area has no screen of its own, so its pending descriptions live in the classes
 * area's texts (`classes.pending.*`).
 */
import {
  announcementAnswerSchema,
  announcementCreateSchema,
  announcementListAnswerSchema,
  announcementListQuerySchema,
  announcementUpdateSchema,
  assignmentAnswerSchema,
  assignmentCreateSchema,
  assignmentDetailAnswerSchema,
  assignmentListAnswerSchema,
  assignmentListQuerySchema,
  assignmentUpdateSchema,
  classLifeDeletedAnswerSchema,
  classLifeIdParamsSchema,
} from '@/contract/class-life';
import { defineEndpoint, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';

const pathId = (write: QueuedWrite) => write.params.id ?? null;

/** "New announcement: Exam week", from the body's title; the unnamed form when it has none. */
function titled(key: string): (write: QueuedWrite) => WriteDescription {
  return (write): WriteDescription => {
    const title = (write.body as { title?: unknown } | null)?.title;
    const text = typeof title === 'string' ? title.trim() : '';
    return text === '' ? { key: `${key}Untitled`, values: {} } : { key, values: { title: text } };
  };
}

// ---------------------------------------------------------------------------------------------
// Announcements

export const listAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/announcements',
  tags: ['announcements'],
  summary:
    'Announcements of the schools in scope, newest publication first; audience, classId, active (true: not expired; false: expired), search (title, text), pages',
  access: { permission: 'class:read' },
  query: announcementListQuerySchema,
  answers: { 200: announcementListAnswerSchema },
});

export const getAnnouncement = defineEndpoint({
  method: 'GET',
  path: '/announcements/:id',
  tags: ['announcements'],
  summary: 'One announcement with its class, author and state',
  access: { permission: 'class:read' },
  params: classLifeIdParamsSchema,
  answers: { 200: announcementAnswerSchema },
});

export const createAnnouncement = defineEndpoint({
  method: 'POST',
  path: '/announcements',
  tags: ['announcements'],
  summary: "Post an announcement in the user's school (school-wide needs an administrator; a teacher posts for their own classes)",
  access: { permission: 'messaging:create' },
  body: announcementCreateSchema,
  answers: { 201: announcementAnswerSchema },
  offline: { describe: titled('classes.pending.createAnnouncement'), pending: { entity: 'announcement', id: () => null } },
});

export const updateAnnouncement = defineEndpoint({
  method: 'PUT',
  path: '/announcements/:id',
  tags: ['announcements'],
  summary: "Edit an announcement (the author's own with messaging:create, anyone's with messaging:update); null expiresAt shows it until deleted",
  // The author's own with messaging:create; anyone's needs messaging:update (checked in the handler).
  access: { permission: 'messaging:create' },
  params: classLifeIdParamsSchema,
  body: announcementUpdateSchema,
  answers: { 200: announcementAnswerSchema },
  offline: { describe: titled('classes.pending.editAnnouncement'), pending: { entity: 'announcement', id: pathId } },
  versionedBy: getAnnouncement,
});

export const removeAnnouncement = defineEndpoint({
  method: 'DELETE',
  path: '/announcements/:id',
  tags: ['announcements'],
  summary: "Delete an announcement (soft; the author's own with messaging:create, anyone's with messaging:delete)",
  access: { permission: 'messaging:create' },
  params: classLifeIdParamsSchema,
  answers: { 200: classLifeDeletedAnswerSchema },
});

// ---------------------------------------------------------------------------------------------
// Assignments

export const listAssignments = defineEndpoint({
  method: 'GET',
  path: '/assignments',
  tags: ['assignments'],
  summary:
    'Assignments of the schools in scope, latest due first; classId, subjectId, dueFrom/dueTo, search (title, description), pages (class:read or exam:read)',
  // Either of two permissions: checked in the handler.
  access: 'authenticated',
  query: assignmentListQuerySchema,
  answers: { 200: assignmentListAnswerSchema },
});

export const getAssignment = defineEndpoint({
  method: 'GET',
  path: '/assignments/:id',
  tags: ['assignments'],
  summary: "One assignment with the class's size and submission counts (submitted, graded, late, missing, pending) (class:read or exam:read)",
  access: 'authenticated',
  params: classLifeIdParamsSchema,
  answers: { 200: assignmentDetailAnswerSchema },
});

export const createAssignment = defineEndpoint({
  method: 'POST',
  path: '/assignments',
  tags: ['assignments'],
  summary: "Set an assignment for a class in a subject of the user's school (a teacher: a class and subject they teach)",
  access: { permission: 'exam:create' },
  body: assignmentCreateSchema,
  answers: { 201: assignmentAnswerSchema },
  offline: { describe: titled('classes.pending.createAssignment'), pending: { entity: 'assignment', id: () => null } },
});

export const updateAssignment = defineEndpoint({
  method: 'PUT',
  path: '/assignments/:id',
  tags: ['assignments'],
  summary: 'Edit an assignment (its class only while nobody has handed it in; the maximum grade not below a grade given)',
  access: { permission: 'exam:update' },
  params: classLifeIdParamsSchema,
  body: assignmentUpdateSchema,
  answers: { 200: assignmentAnswerSchema },
  offline: { describe: titled('classes.pending.editAssignment'), pending: { entity: 'assignment', id: pathId } },
  versionedBy: getAssignment,
});

export const removeAssignment = defineEndpoint({
  method: 'DELETE',
  path: '/assignments/:id',
  tags: ['assignments'],
  summary: "Delete an assignment (soft; the author's own with exam:create, anyone's with exam:delete)",
  access: { permission: 'exam:create' },
  params: classLifeIdParamsSchema,
  answers: { 200: classLifeDeletedAnswerSchema },
});
