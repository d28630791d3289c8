/** The messages parent {id} sent the school about this child, newest first, a page at a time. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { ParentMessage } from '@/contract/parent-account';
import type { DbOrTx } from '../../db/connection';
import { parentMessages, students, users } from '../../db/schema';

export async function childMessagePage(
  db: DbOrTx,
  parentId: number,
  studentId: number,
  page: number,
  limit: number,
): Promise<{ items: ParentMessage[]; totalCount: number }> {
  const where = and(eq(parentMessages.parentUserId, parentId), eq(parentMessages.studentId, studentId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: parentMessages.id,
        studentId: parentMessages.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
        subject: parentMessages.subject,
        body: parentMessages.body,
        createdAt: parentMessages.createdAt,
        readAt: parentMessages.readAt,
      })
      .from(parentMessages)
      .leftJoin(students, eq(students.id, parentMessages.studentId))
      .leftJoin(users, eq(users.id, students.userId))
      .where(where)
      .orderBy(desc(parentMessages.createdAt), desc(parentMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(parentMessages).where(where),
  ]);
  const items = rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    studentName: [firstName, lastName].filter(Boolean).join(' ') || null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { items, totalCount: Number(total?.value ?? 0) };
}
