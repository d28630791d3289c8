/**
 * The announcements a child's parent sees: live, published, not expired, for everyone (ALL) or
 * for parents (PARENTS), school-wide (no class) or for the child's own class; newest first.
 * STAFF and STUDENTS notices and other classes' notices stay hidden.
 */
import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { PARENT_CHILD_ANNOUNCEMENT_LIMIT, type ChildAnnouncement } from '@/contract/parent-child-records';
import type { DbOrTx } from '../../db/connection';
import { announcements, classes } from '../../db/schema';

const PARENT_AUDIENCES = ['ALL', 'PARENTS'] as const;

export async function childAnnouncements(
  db: DbOrTx,
  child: { schoolId: number; classId: number | null },
  now: Date = new Date(),
): Promise<ChildAnnouncement[]> {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      audience: announcements.audience,
      classId: announcements.classId,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      publishedAt: announcements.publishedAt,
      expiresAt: announcements.expiresAt,
    })
    .from(announcements)
    .leftJoin(classes, eq(classes.id, announcements.classId))
    .where(
      and(
        eq(announcements.schoolId, child.schoolId),
        isNull(announcements.deletedAt),
        inArray(announcements.audience, [...PARENT_AUDIENCES]),
        lte(announcements.publishedAt, now),
        or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
        child.classId === null ? isNull(announcements.classId) : or(isNull(announcements.classId), eq(announcements.classId, child.classId)),
      ),
    )
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(PARENT_CHILD_ANNOUNCEMENT_LIMIT);
  return rows.map((row) => ({
    ...row,
    audience: row.audience as ChildAnnouncement['audience'],
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}
