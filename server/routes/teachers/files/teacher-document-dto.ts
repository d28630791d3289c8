/** A teacher_documents row as the API shows it (the contract's teacherDocumentSchema). */
import type { TeacherDocument } from '@/contract/teachers';
import type { teacherDocuments } from '../../../db/schema';
import { teacherDocumentUrl } from './teacher-document-url';

type TeacherDocumentRow = Pick<typeof teacherDocuments.$inferSelect, 'id' | 'teacherId' | 'fileName' | 'mimeType' | 'sizeBytes' | 'createdAt'>;

export function toTeacherDocument(row: TeacherDocumentRow): TeacherDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    url: teacherDocumentUrl(row.teacherId, row.id),
    createdAt: row.createdAt.toISOString(),
  };
}
