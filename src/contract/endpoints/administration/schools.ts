/**
 * /schools: the schools a user sees and manages (spec part 2 §7.7). Reading: the own school for
 * everyone signed in, others with admin:read and the data scope. A change of the own school needs
 * settings:update (or admin:update), of another admin:update (checked by the route). There is no
 * soft delete: a school with records is refused (409). New schools and edits may be kept on the
 * device when the server cannot be reached.
 */
import {
  adminDeletedAnswerSchema,
  adminIdParamsSchema,
  schoolAnswerSchema,
  schoolCreateSchema,
  schoolListAnswerSchema,
  schoolListQuerySchema,
  schoolUpdateSchema,
} from '@/contract/administration';
import { defineEndpoint, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';

const tags = ['schools'];

function described(write: QueuedWrite, named: string, unnamed: string): WriteDescription {
  const name = (write.body as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() !== '' ? { key: named, values: { name: name.trim() } } : { key: unnamed, values: {} };
}

export const list = defineEndpoint({
  method: 'GET',
  path: '/schools',
  tags,
  summary: "Schools the user sees (own school; others with admin:read and the data scope); search, pages",
  access: 'authenticated',
  query: schoolListQuerySchema,
  answers: { 200: schoolListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/schools/:id',
  tags,
  summary: 'One school the user sees',
  access: 'authenticated',
  params: adminIdParamsSchema,
  answers: { 200: schoolAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/schools',
  tags,
  summary: "Create a school (its creator gains its data scope)",
  access: { permission: 'admin:create' },
  body: schoolCreateSchema,
  answers: { 201: schoolAnswerSchema },
  offline: {
    describe: (write) => described(write, 'settings.pending.schoolCreate', 'settings.pending.schoolCreateUnnamed'),
    // The server numbers schools: a kept one has no id yet.
    pending: { entity: 'school', id: () => null },
  },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/schools/:id',
  tags,
  summary: 'Change a school (fields given; socialLinks replaces the set): settings:update for the own school, else admin:update',
  access: 'authenticated',
  params: adminIdParamsSchema,
  body: schoolUpdateSchema,
  answers: { 200: schoolAnswerSchema },
  offline: {
    describe: (write) => described(write, 'settings.pending.schoolEdit', 'settings.pending.schoolEditUnnamed'),
    pending: { entity: 'school', id: (write) => write.params.id ?? null },
  },
  versionedBy: get,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/schools/:id',
  tags,
  summary: 'Delete an empty school and its settings; refused (409) while it has users, students, classes, payments or other records',
  access: { permission: 'admin:delete' },
  params: adminIdParamsSchema,
  answers: { 200: adminDeletedAnswerSchema },
});
