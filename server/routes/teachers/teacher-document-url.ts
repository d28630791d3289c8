/** Where a teacher's uploaded document is downloaded (the `url` of the DTO's documents). */
export function teacherDocumentUrl(teacherId: number, documentId: number): string {
  return `/api/teachers/${teacherId}/documents/${documentId}`;
}
