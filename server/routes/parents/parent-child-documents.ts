/**
 * A child's documents (student_documents), newest first, and the one a download asks for. Files
 * live under the upload folder at `students/documents/student-{id}/{name}.{ext}`; only a stored
 * path of exactly that shape, for that student, is ever opened, so a row can never point the
 * download at another file.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiUrl } from '@/contract/endpoint';
import * as childRecordEndpoints from '@/contract/endpoints/parents/child-records';
import type { ChildDocument } from '@/contract/parent-child-records';
import type { DbOrTx } from '../../db/connection';
import { studentDocuments } from '../../db/schema';

const DOCUMENT_PATH_PATTERN = /^students\/documents\/student-(\d+)\/[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,10}$/;

/** The folder of a student's documents under the upload folder. */
export function studentDocumentFolder(studentId: number): string {
  return `students/documents/student-${studentId}`;
}

/** The stored path when it is one of ours for this student, else null. */
export function checkedStudentDocumentPath(studentId: number, storagePath: string): string | null {
  const match = DOCUMENT_PATH_PATTERN.exec(storagePath);
  return match && Number(match[1]) === studentId ? storagePath : null;
}

export function childDocumentUrl(parentId: number, studentId: number, documentId: number): string {
  return apiUrl(childRecordEndpoints.documentFile, { id: parentId, sid: studentId, docId: documentId });
}

export async function childDocuments(db: DbOrTx, parentId: number, studentId: number): Promise<ChildDocument[]> {
  const rows = await db
    .select({
      id: studentDocuments.id,
      title: studentDocuments.title,
      fileName: studentDocuments.fileName,
      mimeType: studentDocuments.mimeType,
      sizeBytes: studentDocuments.sizeBytes,
      createdAt: studentDocuments.createdAt,
    })
    .from(studentDocuments)
    .where(and(eq(studentDocuments.studentId, studentId), isNull(studentDocuments.deletedAt)))
    .orderBy(desc(studentDocuments.createdAt), desc(studentDocuments.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), url: childDocumentUrl(parentId, studentId, row.id) }));
}

export async function findChildDocument(db: DbOrTx, studentId: number, documentId: number) {
  const [row] = await db
    .select({ fileName: studentDocuments.fileName, mimeType: studentDocuments.mimeType, storagePath: studentDocuments.storagePath })
    .from(studentDocuments)
    .where(and(eq(studentDocuments.id, documentId), eq(studentDocuments.studentId, studentId), isNull(studentDocuments.deletedAt)));
  return row ?? null;
}
