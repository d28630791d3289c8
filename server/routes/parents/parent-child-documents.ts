/**
 * A child's documents (student_documents), newest first, and the one a download asks for (where
 * the files live: students/student-document-files.ts).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiUrl } from '@/contract/endpoint';
import * as childRecordEndpoints from '@/contract/endpoints/parents/child-records';
import type { ChildDocument } from '@/contract/parent-child-records';
import type { DbOrTx } from '../../db/connection';
import { studentDocuments } from '../../db/schema';

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
