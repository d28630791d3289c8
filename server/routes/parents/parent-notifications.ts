/** A parent's notifications (table parent_notifications) in the portal's Notification shape. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ParentNotification } from '@/contract/parent-portal';
import type { DbOrTx } from '../../db/connection';
import { parentNotifications } from '../../db/schema';

type NotificationRow = typeof parentNotifications.$inferSelect;

export function toNotificationDto(row: NotificationRow): ParentNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    read: row.readAt !== null,
    studentId: row.studentId,
  };
}

/** Newest first (id breaks ties); `limit` for the dashboard's latest few. */
export async function readNotifications(db: DbOrTx, parentUserId: number, limit?: number): Promise<ParentNotification[]> {
  const query = db
    .select()
    .from(parentNotifications)
    .where(eq(parentNotifications.parentUserId, parentUserId))
    .orderBy(desc(parentNotifications.createdAt), desc(parentNotifications.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toNotificationDto);
}

export async function countUnread(db: DbOrTx, parentUserId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(parentNotifications)
    .where(and(eq(parentNotifications.parentUserId, parentUserId), isNull(parentNotifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the parent's own notification read (keeping the first read time); null when not theirs. */
export async function markNotificationRead(db: DbOrTx, parentUserId: number, notificationId: number): Promise<ParentNotification | null> {
  const [row] = await db
    .update(parentNotifications)
    .set({ readAt: sql`coalesce(${parentNotifications.readAt}, now())` })
    .where(and(eq(parentNotifications.id, notificationId), eq(parentNotifications.parentUserId, parentUserId)))
    .returning();
  return row ? toNotificationDto(row) : null;
}
