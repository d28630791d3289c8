/**
 * Where a teacher's document is stored: `teachers/documents/teacher-{id}/{uuid}.{ext}` under the
 * server's upload folder. The client's file name is kept in the row only (shown and used for the
 * download), never in the path. Only paths of exactly this shape are ever opened.
 */
import { randomUUID } from 'node:crypto';

const DOCUMENT_PATH_PATTERN = /^teachers\/documents\/teacher-(\d+)\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

export function teacherDocumentRelativePath(teacherId: number, extension: string): string {
  return `teachers/documents/teacher-${teacherId}/${randomUUID()}.${extension}`;
}

/** The stored path when it is one of ours for this teacher, else null. */
export function checkedTeacherDocumentPath(teacherId: number, storagePath: string): string | null {
  const match = DOCUMENT_PATH_PATTERN.exec(storagePath);
  return match && Number(match[1]) === teacherId ? storagePath : null;
}
