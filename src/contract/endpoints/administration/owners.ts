/**
 * /owners: the people who own a share of a school (spec part 2 §7.7). Access admin:read,
 * admin:create, admin:update, admin:delete; rows of schools outside the user's data scope answer
 * 404. New owners and edits may be kept on the device when the server cannot be reached.
 */
import {
  adminDeletedAnswerSchema,
  adminIdParamsSchema,
  ownerAnswerSchema,
  ownerCreateSchema,
  ownerListAnswerSchema,
  ownerListQuerySchema,
  ownerUpdateSchema,
} from '@/contract/administration';
import { defineEndpoint, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';

const tags = ['owners'];

/** "Ahmad Karimi" from the body as sent, or '' when it names nobody. */
function ownerName(write: QueuedWrite): string {
  const body = write.body as { firstName?: unknown; lastName?: unknown } | null;
  const parts = [body?.firstName, body?.lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.map((part) => part.trim()).join(' ');
}

function described(write: QueuedWrite, named: string, unnamed: string): WriteDescription {
  const name = ownerName(write);
  return name === '' ? { key: unnamed, values: {} } : { key: named, values: { name } };
}

export const list = defineEndpoint({
  method: 'GET',
  path: '/owners',
  tags,
  summary: 'Owners by name; search (names, phone, email), schoolId, pages',
  access: { permission: 'admin:read' },
  query: ownerListQuerySchema,
  answers: { 200: ownerListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/owners/:id',
  tags,
  summary: 'One owner',
  access: { permission: 'admin:read' },
  params: adminIdParamsSchema,
  answers: { 200: ownerAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/owners',
  tags,
  summary: "Add an owner to the user's school (or schoolId in scope); the school's shares stay at 100 % at most",
  access: { permission: 'admin:create' },
  body: ownerCreateSchema,
  answers: { 201: ownerAnswerSchema },
  offline: {
    describe: (write) => described(write, 'settings.pending.ownerCreate', 'settings.pending.ownerCreateUnnamed'),
    // The server numbers owners: a kept one has no id yet.
    pending: { entity: 'owner', id: () => null },
  },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/owners/:id',
  tags,
  summary: 'Change an owner (fields given; null clears one)',
  access: { permission: 'admin:update' },
  params: adminIdParamsSchema,
  body: ownerUpdateSchema,
  answers: { 200: ownerAnswerSchema },
  offline: {
    describe: (write) => described(write, 'settings.pending.ownerEdit', 'settings.pending.ownerEditUnnamed'),
    pending: { entity: 'owner', id: (write) => write.params.id ?? null },
  },
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/owners/:id',
  tags,
  summary: 'Remove an owner (soft); their share is free again',
  access: { permission: 'admin:delete' },
  params: adminIdParamsSchema,
  answers: { 200: adminDeletedAnswerSchema },
});
