/**
 * Messages a parent sends the school (table parent_messages): about one of their own live children
 * or about nothing in particular. Read back newest first, each naming the child it is about.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { PARENT_ACCOUNT_MESSAGES, type ParentMessage } from '@/contract/parent-account';
import type { DbOrTx } from '../../db/connection';
import { parentMessages, students, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import type { ParentAccount } from './parent-account-access';

export type ParentMessageInput = { studentId?: number | null; subject: string; body: string };

const messageColumns = {
  id: parentMessages.id,
  studentId: parentMessages.studentId,
  firstName: users.firstName,
  lastName: users.lastName,
  subject: parentMessages.subject,
  body: parentMessages.body,
  createdAt: parentMessages.createdAt,
  readAt: parentMessages.readAt,
};

function selectMessages(db: DbOrTx) {
  return db
    .select(messageColumns)
    .from(parentMessages)
    .leftJoin(students, eq(students.id, parentMessages.studentId))
    .leftJoin(users, eq(users.id, students.userId));
}

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function toMessageDto(row: MessageRow): ParentMessage {
  const studentName = row.studentId === null ? null : [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    studentId: row.studentId,
    studentName,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** The parent's sent messages, newest first (id breaks ties). */
export async function readParentMessages(db: DbOrTx, parentUserId: number): Promise<ParentMessage[]> {
  const rows = await selectMessages(db)
    .where(eq(parentMessages.parentUserId, parentUserId))
    .orderBy(desc(parentMessages.createdAt), desc(parentMessages.id));
  return rows.map(toMessageDto);
}

/** The messages the parent sent about one child, newest first, a page at a time. */
export async function readChildMessagePage(
  db: DbOrTx,
  parentUserId: number,
  studentId: number,
  { page, limit }: { page: number; limit: number },
): Promise<{ items: ParentMessage[]; totalCount: number }> {
  const where = and(eq(parentMessages.parentUserId, parentUserId), eq(parentMessages.studentId, studentId));
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(parentMessages.createdAt), desc(parentMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(parentMessages).where(where),
  ]);
  return { items: rows.map(toMessageDto), totalCount: Number(total?.value ?? 0) };
}

/** Stores the message; a studentId that is not one of the parent's live children is refused (403). */
export async function sendParentMessage(db: DbOrTx, account: ParentAccount, input: ParentMessageInput): Promise<ParentMessage> {
  const studentId = input.studentId ?? null;
  if (studentId !== null) {
    const [child] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, studentId), eq(students.parentUserId, account.userId), isNull(students.deletedAt)));
    if (!child) throw httpError(403, PARENT_ACCOUNT_MESSAGES.notYourChild);
  }
  const [inserted] = await db
    .insert(parentMessages)
    .values({ schoolId: account.schoolId, parentUserId: account.userId, studentId, subject: input.subject, body: input.body })
    .returning({ id: parentMessages.id });
  const [row] = await selectMessages(db).where(eq(parentMessages.id, inserted.id));
  return toMessageDto(row);
}
