/**
 * The school's inbox: parent_messages with the sending parent (user and parent record) and the
 * child it is about (name and current class), and the read mark staff set on them. Every list is
 * limited to the schools in the user's scope through parent_messages.school_id (the parent's
 * school when they sent it).
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { parentMessagePreview, type ParentInboxItem, type ParentInboxMessage, type ParentInboxFilters } from '@/contract/parent-inbox';
import type { DbOrTx } from '../../db/connection';
import { classes, parentMessages, parents, students, users } from '../../db/schema';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import type { AuthUser } from '../../types';

const parentUser = alias(users, 'parent_user');
const studentUser = alias(users, 'student_user');

const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`trim(concat_ws(' ', ${table.firstName}, ${table.lastName}))`;

/** Enough of the body for a preview without carrying the whole text (up to 4000 characters). */
const PREVIEW_SOURCE_LENGTH = 400;

function selectMessages(db: DbOrTx, withBody: boolean) {
  return db
    .select({
      id: parentMessages.id,
      schoolId: parentMessages.schoolId,
      subject: parentMessages.subject,
      text: withBody ? parentMessages.body : sql<string>`left(${parentMessages.body}, ${PREVIEW_SOURCE_LENGTH})`,
      createdAt: parentMessages.createdAt,
      readAt: parentMessages.readAt,
      parentUserId: parentMessages.parentUserId,
      parentRecordId: parents.id,
      parentName: fullName(parentUser),
      parentUsername: parentUser.username,
      parentPhone: parentUser.phone,
      studentId: parentMessages.studentId,
      studentName: fullName(studentUser),
      className: classes.name,
    })
    .from(parentMessages)
    .innerJoin(parentUser, eq(parentUser.id, parentMessages.parentUserId))
    .leftJoin(parents, eq(parents.userId, parentMessages.parentUserId))
    .leftJoin(students, eq(students.id, parentMessages.studentId))
    .leftJoin(studentUser, eq(studentUser.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId));
}

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function toItem(row: MessageRow): Omit<ParentInboxItem, 'preview'> {
  return {
    id: row.id,
    schoolId: row.schoolId,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    parent: { id: row.parentRecordId, userId: row.parentUserId, name: row.parentName || row.parentUsername, phone: row.parentPhone },
    student: row.studentId === null ? null : { id: row.studentId, name: row.studentName ?? '', className: row.className },
  };
}

export type InboxFilters = Omit<ParentInboxFilters, 'page' | 'limit' | 'schoolId'>;

/** The WHERE of a list: the school condition and the asked-for filters. */
export function inboxConditions(school: SQL | undefined, filters: InboxFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [school];
  if (filters.unread !== undefined) conditions.push(filters.unread ? isNull(parentMessages.readAt) : isNotNull(parentMessages.readAt));
  if (filters.studentId !== undefined) conditions.push(eq(parentMessages.studentId, filters.studentId));
  if (filters.parentId !== undefined) conditions.push(eq(parents.id, filters.parentId));
  if (filters.parentUserId !== undefined) conditions.push(eq(parentMessages.parentUserId, filters.parentUserId));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(parentMessages.subject, pattern),
        ilike(parentMessages.body, pattern),
        // users.search_text: full name, Dari name, phone and email, in lower case.
        ilike(parentUser.searchText, pattern),
        ilike(studentUser.searchText, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page, newest first (id breaks ties), and how many match. */
export async function readInboxPage(
  db: DbOrTx,
  where: SQL | undefined,
  { page, limit }: { page: number; limit: number },
): Promise<{ items: ParentInboxItem[]; totalCount: number }> {
  const rows = await selectMessages(db, false)
    .where(where)
    .orderBy(desc(parentMessages.createdAt), desc(parentMessages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db
    .select({ value: count() })
    .from(parentMessages)
    .innerJoin(parentUser, eq(parentUser.id, parentMessages.parentUserId))
    .leftJoin(parents, eq(parents.userId, parentMessages.parentUserId))
    .leftJoin(students, eq(students.id, parentMessages.studentId))
    .leftJoin(studentUser, eq(studentUser.id, students.userId))
    .where(where);
  return { items: rows.map((row) => ({ ...toItem(row), preview: parentMessagePreview(row.text) })), totalCount: Number(total?.value ?? 0) };
}

/** Unread messages under the school condition alone (the badge). */
export async function countUnread(db: DbOrTx, school: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(parentMessages)
    .where(and(school, isNull(parentMessages.readAt)));
  return Number(row?.value ?? 0);
}

/** One message with its full text, or null. */
export async function readInboxMessage(db: DbOrTx, id: number): Promise<ParentInboxMessage | null> {
  const [row] = await selectMessages(db, true).where(eq(parentMessages.id, id));
  if (!row) return null;
  return { ...toItem(row), preview: parentMessagePreview(row.text), body: row.text };
}

/** The school condition of a list: the asked-for school, or every school in the user's scope. */
export function inboxSchoolCondition(user: AuthUser, schoolId: number | undefined): SQL | undefined {
  return lookupSchoolCondition(user, parentMessages.schoolId, schoolId);
}

/** Marks the message read (keeping the first read time) or unread. */
export async function setParentMessageRead(tx: DbOrTx, id: number, read: boolean): Promise<void> {
  await tx
    .update(parentMessages)
    .set({ readAt: read ? sql`coalesce(${parentMessages.readAt}, now())` : null })
    .where(eq(parentMessages.id, id));
}
