/**
 * A teacher's notifications: reading them (newest first), marking one read, and writing one.
 * Marking is idempotent: a notification already read keeps the time it was first read.
 *
 * A notification is written inside the caller's transaction, so it exists exactly when the
 * change that raised it was committed. With a `dedupeKey` the same notification (kind + key) is
 * written at most once per Kabul day: a transaction-scoped advisory lock per teacher serialises
 * the check and the insert, so two requests computing the same finding at once still write one
 * row (on PGlite's single connection the lock is free).
 */
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { TeacherNotification } from '@/contract/teacher-analytics';
import type { DbOrTx } from '../../../db/connection';
import { teacherNotifications, teachers } from '../../../db/schema';
import { kabulDay, kabulMidnight } from '../../../lib/kabul-time';

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

export type TeacherNotificationInput = {
  schoolId: number;
  teacherId: number;
  /** Upper-case event name, e.g. LOW_ATTENDANCE. */
  kind: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /** What makes two notifications of a kind "the same" (e.g. class:12); stored as data.dedupeKey. */
  dedupeKey?: string;
};

/** Lock namespace of teacher notifications (first key of the two-key advisory lock). */
const NOTIFICATION_LOCK = 61_002;

export async function notifyTeacher(tx: DbOrTx, input: TeacherNotificationInput, now: Date = new Date()): Promise<{ id: number; created: boolean }> {
  const data = input.dedupeKey === undefined ? (input.data ?? null) : { ...input.data, dedupeKey: input.dedupeKey };
  if (input.dedupeKey !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFICATION_LOCK}, ${input.teacherId})`);
    const [existing] = await tx
      .select({ id: teacherNotifications.id })
      .from(teacherNotifications)
      .where(
        and(
          eq(teacherNotifications.teacherId, input.teacherId),
          eq(teacherNotifications.kind, input.kind),
          sql`${teacherNotifications.data} ->> 'dedupeKey' = ${input.dedupeKey}`,
          gte(teacherNotifications.createdAt, kabulMidnight(kabulDay(now))),
        ),
      )
      .limit(1);
    if (existing) return { id: existing.id, created: false };
  }
  const [row] = await tx
    .insert(teacherNotifications)
    .values({ schoolId: input.schoolId, teacherId: input.teacherId, kind: input.kind, title: input.title, message: input.message, data, createdAt: now })
    .returning({ id: teacherNotifications.id });
  return { id: row.id, created: true };
}
