/**
 * Writes a teacher's notification inside the caller's transaction, so a notification exists
 * exactly when the change that raised it was committed. With a `dedupeKey` the same
 * notification (kind + key) is written at most once per Kabul day: a transaction-scoped advisory
 * lock per teacher serialises the check and the insert, so two requests computing the same
 * finding at once still write one row (on PGlite's single connection the lock is free).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { teacherNotifications } from '../../db/schema';
import { kabulDay, kabulMidnight } from '../../lib/kabul-time';

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
