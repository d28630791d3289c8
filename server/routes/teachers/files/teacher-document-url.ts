import { fillPath } from '@/contract/endpoint';
import * as fileEndpoints from '@/contract/endpoints/teachers/files';

/** Where a teacher's uploaded document is downloaded (the `url` of the DTO's documents). */
export function teacherDocumentUrl(teacherId: number, documentId: number): string {
  return `/api${fillPath(fileEndpoints.downloadDocument.path, { id: teacherId, docId: documentId })}`;
}
