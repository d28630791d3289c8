/**
 * /resources: books, videos, links, equipment… of a school (spec part 2 §7.7). Access
 * resource:read, resource:create, resource:update, resource:delete; other schools' resources
 * answer 404. New resources and edits may be kept on the device when the server cannot be reached.
 */
import {
  adminDeletedAnswerSchema,
  adminIdParamsSchema,
  resourceAnswerSchema,
  resourceCreateSchema,
  resourceListAnswerSchema,
  resourceListQuerySchema,
  resourceUpdateSchema,
} from '@/contract/administration';
import { defineEndpoint, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';

const tags = ['resources'];

function described(write: QueuedWrite, named: string, unnamed: string): WriteDescription {
  const title = (write.body as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() !== '' ? { key: named, values: { title: title.trim() } } : { key: unnamed, values: {} };
}

export const list = defineEndpoint({
  method: 'GET',
  path: '/resources',
  tags,
  summary: 'Resources by title; filters type, status, classId, subjectId, schoolId; search (title, description, location); pages',
  access: { permission: 'resource:read' },
  query: resourceListQuerySchema,
  answers: { 200: resourceListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/resources/:id',
  tags,
  summary: 'One resource',
  access: { permission: 'resource:read' },
  params: adminIdParamsSchema,
  answers: { 200: resourceAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/resources',
  tags,
  summary: "Add a resource to the user's school",
  access: { permission: 'resource:create' },
  body: resourceCreateSchema,
  answers: { 201: resourceAnswerSchema },
  offline: {
    describe: (write) => described(write, 'settings.pending.resourceCreate', 'settings.pending.resourceCreateUnnamed'),
    // The server numbers resources: a kept one has no id yet.
    pending: { entity: 'resource', id: () => null },
  },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/resources/:id',
  tags,
  summary: 'Change a resource (fields given; null clears one)',
  access: { permission: 'resource:update' },
  params: adminIdParamsSchema,
  body: resourceUpdateSchema,
  answers: { 200: resourceAnswerSchema },
  offline: {
    describe: (write) => described(write, 'settings.pending.resourceEdit', 'settings.pending.resourceEditUnnamed'),
    pending: { entity: 'resource', id: (write) => write.params.id ?? null },
  },
  versionedBy: get,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/resources/:id',
  tags,
  summary: 'Remove a resource (soft)',
  access: { permission: 'resource:delete' },
  params: adminIdParamsSchema,
  answers: { 200: adminDeletedAnswerSchema },
});
