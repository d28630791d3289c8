/** Audit rows as the API answers them: light items, and full records with their field changes. */
import type { AuditAction, AuditFieldChange, AuditLogDetail, AuditLogItem, AuditUser } from '@/contract/audit';
import type { AuditItemRow, AuditRecordRow } from './audit-log-repository';

/**
 * The trigger already strips these (migration 0021); stripping them again here keeps a secret
 * out of an answer even if a row was written before that rule or by hand.
 */
const HIDDEN_FIELDS = new Set(['password_hash', 'content', 'response_body', 'rows']);
/** Columns the database computes for its own use (the search column), never a change anyone made. */
const INTERNAL_FIELDS = new Set(['search_text']);
const shown = (field: string) => !HIDDEN_FIELDS.has(field) && !INTERNAL_FIELDS.has(field);

type RowJson = Record<string, unknown>;

export type UserNameParts = { id: number; username: string; firstName: string | null; lastName: string | null; displayName: string | null };

export function auditUserOf(parts: UserNameParts): AuditUser {
  const fullName = [parts.firstName, parts.lastName].filter((part) => part?.trim()).join(' ').trim();
  return { id: parts.id, username: parts.username, name: fullName || parts.displayName?.trim() || parts.username };
}

export function toAuditItem(row: AuditItemRow): AuditLogItem {
  return {
    id: row.id,
    schoolId: row.schoolId,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    table: row.table,
    rowId: row.rowId,
    rowLabel: row.rowLabel,
    route: row.route,
    requestId: row.requestId,
    user:
      row.userId === null || row.username === null
        ? null
        : auditUserOf({ id: row.userId, username: row.username, firstName: row.firstName, lastName: row.lastName, displayName: row.displayName }),
    changedFields: row.changedFields.filter(shown),
  };
}

function visibleJson(value: unknown): RowJson | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value as RowJson).filter(([field]) => shown(field)));
}

/** jsonb values come back with their keys in one order, so equal values print equal. */
const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** Every field whose value differs, by name; an absent field counts as null. */
export function fieldChanges(before: RowJson | null, after: RowJson | null): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return fields
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

export function toAuditDetail(row: AuditRecordRow): AuditLogDetail {
  const before = visibleJson(row.before);
  const after = visibleJson(row.after);
  return { ...toAuditItem(row), before, after, changes: fieldChanges(before, after) };
}
