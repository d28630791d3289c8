/**
 * Reads of student_documents for GET /documents and GET /documents/{id}/file. Deleted documents
 * and documents of deleted students are never returned; the list is limited to the schools the
 * caller may see (lookupSchoolCondition), the file read leaves the scope check to the route.
 */
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { studentDocuments, students, users } from '../../../db/schema';
import { likePattern, lookupSchoolCondition } from '../../../lib/lookup-query';
import type { AuthUser } from '../../../types';

const liveDocument = and(isNull(studentDocuments.deletedAt), isNull(students.deletedAt));

export type StudentDocumentFilters = { studentId?: number; search?: string; schoolId?: number; page: number; limit: number };

/** One page of documents, newest first, and how many match. */
export async function listStudentDocuments(db: DbOrTx, user: AuthUser, filters: StudentDocumentFilters) {
  const { studentId, search, schoolId, page, limit } = filters;
  const conditions: (SQL | undefined)[] = [lookupSchoolCondition(user, studentDocuments.schoolId, schoolId), liveDocument];
  if (studentId !== undefined) conditions.push(eq(studentDocuments.studentId, studentId));
  if (search) conditions.push(or(ilike(studentDocuments.title, likePattern(search)), ilike(studentDocuments.fileName, likePattern(search))));
  const where = and(...conditions);
  const rows = await db
    .select({
      id: studentDocuments.id,
      studentId: studentDocuments.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      admissionNo: students.admissionNo,
      title: studentDocuments.title,
      fileName: studentDocuments.fileName,
      mimeType: studentDocuments.mimeType,
      sizeBytes: studentDocuments.sizeBytes,
      createdAt: studentDocuments.createdAt,
    })
    .from(studentDocuments)
    .innerJoin(students, eq(students.id, studentDocuments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(where)
    .orderBy(desc(studentDocuments.createdAt), desc(studentDocuments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db
    .select({ value: count() })
    .from(studentDocuments)
    .innerJoin(students, eq(students.id, studentDocuments.studentId))
    .where(where);
  return { rows, totalCount: Number(counted?.value ?? 0) };
}

/** A live document's file facts, whatever its school (the caller checks the scope). */
export async function findLiveStudentDocument(db: DbOrTx, documentId: number) {
  const [document] = await db
    .select({
      studentId: studentDocuments.studentId,
      schoolId: studentDocuments.schoolId,
      fileName: studentDocuments.fileName,
      mimeType: studentDocuments.mimeType,
      storagePath: studentDocuments.storagePath,
    })
    .from(studentDocuments)
    .innerJoin(students, eq(students.id, studentDocuments.studentId))
    .where(and(eq(studentDocuments.id, documentId), liveDocument))
    .limit(1);
  return document;
}
