/**
 * The portal's Dashboard tab (spec part 2 §2.5, §9): total children, the average of the children's
 * attendance and grade figures, unread notifications and the latest few. One reader for both
 * /parents/dashboard and /parents/{id}/dashboard, so the two never disagree.
 */
import { DASHBOARD_NOTIFICATION_LIMIT, type ParentDashboard } from '@/contract/parent-portal';
import type { DbOrTx } from '../../db/connection';
import { thisMonth } from '../../lib/figures/attendance-periods';
import { oneDecimal, readChildren } from './parent-children';
import { countUnread, readNotifications } from './parent-notifications';

/** The mean of the figures, or 0 for none. */
export function mean(values: number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

export async function readParentDashboard(db: DbOrTx, parentUserId: number): Promise<ParentDashboard> {
  const [children, unread, recent] = await Promise.all([
    readChildren(db, parentUserId),
    countUnread(db, parentUserId),
    readNotifications(db, parentUserId, DASHBOARD_NOTIFICATION_LIMIT),
  ]);
  // The cards average the children's own figures, as the child cards show them.
  return {
    totalChildren: children.length,
    averageAttendance: Math.round(mean(children.map((child) => child.attendance))),
    attendancePeriod: children[0]?.attendancePeriod ?? thisMonth(),
    averageGrade: oneDecimal(mean(children.map((child) => child.averageGrade))),
    unreadNotifications: unread,
    recentNotifications: recent,
    children,
  };
}
