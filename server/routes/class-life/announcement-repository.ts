/**
 * Reading and checking announcements for the /announcements routes: one live announcement of a
 * school in the user's scope (404 otherwise, so other schools' ids stay hidden), the answer items
 * with their class, author and state, and the write rules (the class belongs to the school; who may
 * write school-wide or for a class: teaching-scope.ts; who may change an existing one); the list
 * page and the writes (in the route's transaction).
 */
import { and, count, desc, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import { ANNOUNCEMENT_MESSAGES, type Announcement, type AnnouncementState } from '@/contract/class-life';
import { hasPermission } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { announcements, classes, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern } from '../../lib/lookup-query';
import { canAccessSchool, schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { isLiveClassOf, personName } from './school-class-checks';
import { isClassLifeAdmin, teachesClass } from './teaching-scope';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The announcements with their class and author, ready for a where/order. */
export function selectAnnouncements(db: DbOrTx) {
  return db
    .select({
      announcement: announcements,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      classCode: classes.code,
      authorFirst: users.firstName,
      authorLast: users.lastName,
      authorUsername: users.username,
    })
    .from(announcements)
    .leftJoin(classes, eq(classes.id, announcements.classId))
    .leftJoin(users, eq(users.id, announcements.createdBy));
}
type SelectedAnnouncement = Awaited<ReturnType<typeof selectAnnouncements>>[number];

/** As the parent portal decides: shown from publishedAt until (not including) expiresAt. */
export function announcementState(row: Pick<AnnouncementRow, 'publishedAt' | 'expiresAt'>, now: Date): AnnouncementState {
  if (row.publishedAt > now) return 'SCHEDULED';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'EXPIRED';
  return 'LIVE';
}

export function toAnnouncementDto(selected: SelectedAnnouncement, now: Date = new Date()): Announcement {
  const row = selected.announcement;
  return {
    id: row.id,
    schoolId: row.schoolId,
    title: row.title,
    body: row.body,
    audience: row.audience,
    classId: row.classId,
    class: row.classId === null ? null : { id: row.classId, name: selected.className ?? '', dariName: selected.classDariName, pashtoName: selected.classPashtoName, code: selected.classCode ?? '' },
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    state: announcementState(row, now),
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name: personName(selected.authorFirst, selected.authorLast, selected.authorUsername) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The answer item of one announcement, read again (after a write). */
export async function readAnnouncementDto(db: DbOrTx, id: number): Promise<Announcement> {
  const [selected] = await selectAnnouncements(db).where(eq(announcements.id, id));
  return toAnnouncementDto(selected);
}

/** The live announcement `id` if the user may see its school; 404 otherwise. */
export async function findAnnouncementInScope(db: DbOrTx, user: AuthUser, id: number): Promise<AnnouncementRow> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), isNull(announcements.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, ANNOUNCEMENT_MESSAGES.notFound);
  return row;
}

/** 400 when the class is not a live one of the school. */
export async function checkAnnouncementClass(db: DbOrTx, schoolId: number, classId: number | null): Promise<void> {
  if (classId === null || (await isLiveClassOf(db, schoolId, classId))) return;
  throw httpError(400, ANNOUNCEMENT_MESSAGES.classNotFound, { classId: ANNOUNCEMENT_MESSAGES.classNotFound });
}

/** 403 unless the user may write for this class (null: school-wide). */
export async function checkAnnouncementTarget(db: DbOrTx, user: AuthUser, classId: number | null): Promise<void> {
  if (isClassLifeAdmin(user)) return;
  if (classId === null) throw httpError(403, ANNOUNCEMENT_MESSAGES.schoolWideNeedsAdmin);
  if (!(await teachesClass(db, user.id, classId))) throw httpError(403, ANNOUNCEMENT_MESSAGES.notYourClass);
}

/** The author changes their own with messaging:create (the route's access); anyone's needs `permission`. */
export function checkAuthorOr(user: AuthUser, row: AnnouncementRow, permission: 'messaging:update' | 'messaging:delete'): void {
  if (row.createdBy === user.id || hasPermission(user.permissions, permission)) return;
  throw httpError(403, ANNOUNCEMENT_MESSAGES.notYourAnnouncement);
}

export type AnnouncementListFilters = {
  page: number;
  limit: number;
  audience?: AnnouncementRow['audience'];
  classId?: number;
  active?: boolean;
  search?: string;
};

/** One page of the live announcements in the user's scope, newest publication first, and how many match. */
export async function listAnnouncementPage(db: DbOrTx, user: AuthUser, filters: AnnouncementListFilters, now: Date) {
  const { page, limit, audience, classId, active, search } = filters;
  const conditions: (SQL | undefined)[] = [schoolScopeCondition(user, announcements.schoolId), isNull(announcements.deletedAt)];
  if (audience !== undefined) conditions.push(eq(announcements.audience, audience));
  if (classId !== undefined) conditions.push(eq(announcements.classId, classId));
  if (active === true) conditions.push(or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)));
  if (active === false) conditions.push(lte(announcements.expiresAt, now));
  if (search) conditions.push(or(ilike(announcements.title, likePattern(search)), ilike(announcements.body, likePattern(search))));
  const where = and(...conditions);
  const rows = await selectAnnouncements(db)
    .where(where)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(announcements).where(where);
  return { rows, totalCount: Number(counted?.value ?? 0) };
}

export async function insertAnnouncement(tx: DbOrTx, values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(values).returning();
  return row;
}

export async function updateAnnouncement(tx: DbOrTx, id: number, values: Partial<typeof announcements.$inferInsert>): Promise<void> {
  await tx
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(announcements.id, id));
}

export async function softDeleteAnnouncement(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(announcements).set({ deletedAt: now, updatedAt: now }).where(eq(announcements.id, id));
}
