/**
 * Besides report:read/create/delete, a report type needs the read permissions of the records it
 * shows (REPORT_TYPE_PERMISSIONS), so report:read alone (every teacher's) never opens the fee
 * figures. The list leaves out the types a user may not read; one report of such a type is 403.
 */
import { hasPermission } from '@/contract/permissions';
import { REPORT_TYPE_PERMISSIONS, REPORT_TYPES, type ReportType } from '@/contract/reports';
import { requirePermission } from '../../lib/permission-checks';
import type { AuthUser } from '../../types';

export function canUseReportType(user: AuthUser, type: ReportType): boolean {
  return REPORT_TYPE_PERMISSIONS[type].every((permission) => hasPermission(user.permissions, permission));
}

/** 403 naming the first permission the type needs and the user lacks. */
export function requireReportType(user: AuthUser, type: ReportType): void {
  for (const permission of REPORT_TYPE_PERMISSIONS[type]) requirePermission(user, permission);
}

export function usableReportTypes(user: AuthUser): ReportType[] {
  return REPORT_TYPES.filter((type) => canUseReportType(user, type));
}
