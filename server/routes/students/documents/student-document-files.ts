/**
 * Where a student's documents live: under the upload folder at
 * `students/documents/student-{id}/{name}.{ext}`; only a stored path of exactly that shape, for
 * that student, is ever opened, so a row can never point a download at another file.
 */

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
