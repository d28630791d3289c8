/**
 * The audit log (spec part 2 §7.7; shapes in src/contract/audit.ts): reading the log the
 * database's trigger writes. Access audit:read; rows of the schools in the user's data scope only.
 */
import { defineEndpoint } from '@/contract/endpoint';
import {
  auditDetailAnswerSchema,
  auditIdParamsSchema,
  auditListAnswerSchema,
  auditListQuerySchema,
  auditUserListQuerySchema,
  auditUserParamsSchema,
} from '@/contract/audit';

const tags = ['audit'];
const access = { permission: 'audit:read' };

export const list = defineEndpoint({
  method: 'GET',
  path: '/audit/logs',
  tags,
  summary: 'Audit log, newest first: filters table, action, userId, rowId, from/to (Kabul days), search, schoolId, includeLogins (sign-ins left out by default); pages',
  access,
  query: auditListQuerySchema,
  answers: { 200: auditListAnswerSchema },
});

export const listForUser = defineEndpoint({
  method: 'GET',
  path: '/audit/logs/user/:id',
  tags,
  summary: "One user's writes, newest first, with the same filters; 404 when the user is not in scope",
  access,
  params: auditUserParamsSchema,
  query: auditUserListQuerySchema,
  answers: { 200: auditListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/audit/logs/:id',
  tags,
  summary: 'One audit record: the row before and after, and the field-by-field changes',
  access,
  params: auditIdParamsSchema,
  answers: { 200: auditDetailAnswerSchema },
});
