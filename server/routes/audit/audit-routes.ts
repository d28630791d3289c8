/**
 * GET /audit/logs, /audit/logs/{id}, /audit/logs/user/{id} (spec part 2 §7.7): reading the log
 * the database's trigger writes (migration 0021). Lists are newest first (ties by id), paged, and
 * carry in `meta` the tables and users present, for the filter pickers. A list item has no row
 * JSON; GET /audit/logs/{id} has the row before and after and the field-by-field changes.
 *
 * Access: audit:read. Rows of the schools in the user's data scope only; another school's record
 * or user answers 404 like a missing one.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_MESSAGES, type AuditListAnswer, type AuditListQuery } from '@/contract/audit';
import * as auditEndpoints from '@/contract/endpoints/audit';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { toAuditDetail, toAuditItem } from './audit-log-dto';
import { auditTablesInScope, auditUsersInScope } from './audit-log-facets';
import { findAuditUser, readAuditPage, readAuditRecord } from './audit-log-repository';
import { auditSchools, canReadAuditRow } from './audit-log-scope';

async function listAudit(db: DbOrTx, user: AuthUser, query: AuditListQuery): Promise<AuditListAnswer> {
  const { page, limit, schoolId, table, action, userId, rowId, from, to, search, includeLogins } = query;
  const schools = auditSchools(user, schoolId);
  const { rows, total } = await readAuditPage(db, schools, { table, action, userId, rowId, from, to, search, includeLogins }, page, limit);
  const [tables, writers] = [await auditTablesInScope(db, schools), await auditUsersInScope(db, schools)];
  return {
    success: true,
    message: AUDIT_MESSAGES.listed,
    data: rows.map(toAuditItem),
    meta: { pagination: paginationMeta(page, limit, total), tables, users: writers },
  };
}

export const auditRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, auditEndpoints.list, async (request) => listAudit(app.db, requireUser(request.user), request.query));

  routeEndpoint(app, auditEndpoints.listForUser, async (request) => {
    const user = requireUser(request.user);
    // A deleted user's writes stay readable: only the school decides.
    const target = await findAuditUser(app.db, request.params.id);
    if (!target || !canAccessSchool(user, target.schoolId)) throw httpError(404, AUDIT_MESSAGES.userNotFound);
    return listAudit(app.db, user, { ...request.query, userId: target.id });
  });

  routeEndpoint(app, auditEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    const row = await readAuditRecord(app.db, request.params.id);
    if (!row || !canReadAuditRow(user, row.schoolId)) throw httpError(404, AUDIT_MESSAGES.notFound);
    return { success: true as const, message: AUDIT_MESSAGES.fetched, data: toAuditDetail(row) };
  });
};
