// PLACEHOLDER (lead): replaced by its helper.
import type { PortalChildTabProps } from '@/features/parent-portal/components/portal-tab-props';
export function AttendanceTab(_props: PortalChildTabProps) {
  return null;
}
