/**
 * A teacher's documents in the database: the live ones (oldest first), one live document, new
 * rows for uploaded files, and the soft delete (the row is marked deleted, the file kept).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { teacherDocuments } from '../../../db/schema';

export type TeacherDocumentRow = typeof teacherDocuments.$inferSelect;
export type NewTeacherDocument = typeof teacherDocuments.$inferInsert;

/** The live documents of a teacher, oldest first. */
export async function listLiveTeacherDocuments(db: DbOrTx, teacherId: number): Promise<TeacherDocumentRow[]> {
  return db
    .select()
    .from(teacherDocuments)
    .where(and(eq(teacherDocuments.teacherId, teacherId), isNull(teacherDocuments.deletedAt)))
    .orderBy(asc(teacherDocuments.createdAt), asc(teacherDocuments.id));
}

/** A live document of this teacher, or undefined. */
export async function findLiveTeacherDocument(db: DbOrTx, teacherId: number, documentId: number): Promise<TeacherDocumentRow | undefined> {
  const [document] = await db
    .select()
    .from(teacherDocuments)
    .where(and(eq(teacherDocuments.id, documentId), eq(teacherDocuments.teacherId, teacherId), isNull(teacherDocuments.deletedAt)));
  return document;
}

export async function insertTeacherDocuments(db: DbOrTx, values: NewTeacherDocument[]): Promise<TeacherDocumentRow[]> {
  return db.insert(teacherDocuments).values(values).returning();
}

export async function softDeleteTeacherDocument(db: DbOrTx, documentId: number, now: Date): Promise<void> {
  await db.update(teacherDocuments).set({ deletedAt: now }).where(eq(teacherDocuments.id, documentId));
}
