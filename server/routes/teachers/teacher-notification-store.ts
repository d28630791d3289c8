/**
 * Reading a teacher's notifications (newest first) and marking one read. Marking is idempotent:
 * a notification already read keeps the time it was first read.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TeacherNotification } from '@/contract/teacher-analytics';
import type { DbOrTx } from '../../db/connection';
import { teacherNotifications, teachers } from '../../db/schema';

type NotificationRow = typeof teacherNotifications.$inferSelect;

export function toTeacherNotification(row: NotificationRow): TeacherNotification {
  return {
    id: row.id,
    teacherId: row.teacherId,
    kind: row.kind,
    title: row.title,
    message: row.message,
    data: row.data ?? null,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function notificationPage(db: DbOrTx, teacherId: number, options: { page: number; limit: number; unreadOnly: boolean }) {
  const ofTeacher = eq(teacherNotifications.teacherId, teacherId);
  const where = options.unreadOnly ? and(ofTeacher, isNull(teacherNotifications.readAt)) : ofTeacher;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(teacherNotifications)
      .where(where)
      .orderBy(desc(teacherNotifications.createdAt), desc(teacherNotifications.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db
      .select({
        total: count(),
        unread: sql<number>`(count(*) filter (where ${teacherNotifications.readAt} is null))::int`,
      })
      .from(teacherNotifications)
      .where(ofTeacher),
  ]);
  const unreadCount = Number(counts?.unread ?? 0);
  return { items: rows.map(toTeacherNotification), totalCount: options.unreadOnly ? unreadCount : Number(counts?.total ?? 0), unreadCount };
}

/** The notification with its teacher's school and user (for the scope and "is it me" checks), or undefined. */
export async function findNotification(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ notification: teacherNotifications, teacherUserId: teachers.userId })
    .from(teacherNotifications)
    .innerJoin(teachers, eq(teachers.id, teacherNotifications.teacherId))
    .where(eq(teacherNotifications.id, id))
    .limit(1);
  return row;
}

export async function markNotificationRead(tx: DbOrTx, id: number, now: Date = new Date()): Promise<TeacherNotification> {
  const [row] = await tx
    .update(teacherNotifications)
    .set({ readAt: sql`coalesce(${teacherNotifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(teacherNotifications.id, id))
    .returning();
  return toTeacherNotification(row);
}
