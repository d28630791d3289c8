/**
 * GET /documents (spec part 2 §7.6 "GET /documents?studentId") and GET /documents/{id}/file:
 * the seeded letters of the demo parent's children, another school's document kept out, the
 * refusals (400, 403, 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Pagination } from '@/contract/api';
import type { StudentDocument } from '@/contract/student-documents';
import { studentDocuments, students } from '../../../db/schema';
import { callApi } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

type ListAnswer = { success: boolean; message: string; data: StudentDocument[]; meta: { pagination: Pagination } };

let t: TestApp;
let admin: TestLogin;
let owner: TestLogin;
let childId: number;
/** The child's live documents in the database, newest first. */
let childDocumentIds: number[];
let otherSchool: { studentId: number; documentId: number };
let deletedDocumentId: number;

async function list(as: TestLogin, query = ''): Promise<ListAnswer> {
  const response = await callApi(t.app, as, { method: 'GET', url: `/documents${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListAnswer;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  owner = await loginAs(t.app, 'owner');
  const parent = await loginAs(t.app, 'parent');
  const db = t.database.db;
  const [child] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.parentUserId, parent.user.id), isNull(students.deletedAt)))
    .orderBy(asc(students.id))
    .limit(1);
  childId = child.id;
  // A deleted document whose file is still on disk: only the deletion keeps it out.
  const withdrawnPath = `students/documents/student-${childId}/withdrawn-note.pdf`;
  await t.app.uploads.write(withdrawnPath, Buffer.from('%PDF-1.4 withdrawn'));
  const [kept] = await db
    .insert(studentDocuments)
    .values({ schoolId: admin.user.schoolId, studentId: childId, title: 'Withdrawn note', fileName: 'note.pdf', mimeType: 'application/pdf', sizeBytes: 18, storagePath: withdrawnPath, deletedAt: new Date() })
    .returning({ id: studentDocuments.id });
  deletedDocumentId = kept.id;
  const rows = await db
    .select({ id: studentDocuments.id, createdAt: studentDocuments.createdAt })
    .from(studentDocuments)
    .where(and(eq(studentDocuments.studentId, childId), isNull(studentDocuments.deletedAt)));
  childDocumentIds = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);

  // A student of another school with a real file, so only the school scope keeps it out.
  const schoolId = await createSchool(t);
  const account = await createUserIn(t, schoolId, 'herat-student', { role: 'STUDENT' });
  const [stranger] = await db.insert(students).values({ schoolId, userId: account.user.id, admissionNo: 'H-001' }).returning({ id: students.id });
  const storagePath = `students/documents/student-${stranger.id}/herat-letter.pdf`;
  await t.app.uploads.write(storagePath, Buffer.from('%PDF-1.4 herat'));
  const [strangerDocument] = await db
    .insert(studentDocuments)
    .values({ schoolId, studentId: stranger.id, title: 'Herat letter', fileName: 'herat-letter.pdf', mimeType: 'application/pdf', sizeBytes: 14, storagePath })
    .returning({ id: studentDocuments.id });
  otherSchool = { studentId: stranger.id, documentId: strangerDocument.id };
});

afterAll(async () => {
  await t?.close();
});

describe('GET /documents', () => {
  it("lists one student's live documents, newest first, with names and download URLs", async () => {
    const answer = await list(admin, `?studentId=${childId}`);
    expect(childDocumentIds.length).toBeGreaterThan(0);
    expect(answer.data.map((row) => row.id)).toEqual(childDocumentIds);
    expect(answer.data[0]).toMatchObject({ studentId: childId, mimeType: 'application/pdf', url: `/api/documents/${childDocumentIds[0]}/file` });
    expect(answer.data[0].studentName).not.toBe('');
    expect(answer.meta.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: childDocumentIds.length, limit: 20 });
    expect(answer.data.map((row) => row.id)).not.toContain(deletedDocumentId);
  });

  it("keeps another school's documents out of a school administrator's list, and shows them to the owner's '*' scope", async () => {
    const mine = await list(admin, '?limit=100');
    expect(mine.data.map((row) => row.id)).not.toContain(otherSchool.documentId);
    expect(mine.data.every((row) => row.url.startsWith('/api/documents/'))).toBe(true);
    const everyone = await list(owner, '?limit=100');
    expect(everyone.data.map((row) => row.id)).toContain(otherSchool.documentId);
    expect(everyone.meta.pagination.totalCount).toBe(mine.meta.pagination.totalCount + 1);
  });

  it('searches titles and file names, and pages', async () => {
    const found = await list(owner, '?search=herat');
    expect(found.data.map((row) => row.id)).toEqual([otherSchool.documentId]);
    const firstPage = await list(admin, `?studentId=${childId}&limit=1`);
    expect(firstPage.data.map((row) => row.id)).toEqual([childDocumentIds[0]]);
    expect(firstPage.meta.pagination).toEqual({ currentPage: 1, totalPages: childDocumentIds.length, totalCount: childDocumentIds.length, limit: 1 });
  });

  it('answers 400 to a malformed filter', async () => {
    for (const query of ['?studentId=abc', '?studentId=0', '?limit=0', '?limit=101', '?page=0']) {
      const response = await callApi(t.app, admin, { method: 'GET', url: `/documents${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('answers 404 for a student of another school or one that does not exist', async () => {
    for (const studentId of [otherSchool.studentId, 999_999]) {
      const response = await callApi(t.app, admin, { method: 'GET', url: `/documents?studentId=${studentId}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Student not found' });
    }
  });

  it('answers 403 without document:read (a parent, an accountant)', async () => {
    const accountant = await createUserIn(t, admin.user.schoolId, 'accountant-docs', { role: 'ACCOUNTANT' });
    for (const as of [await loginAs(t.app, 'parent'), accountant]) {
      const response = await callApi(t.app, as, { method: 'GET', url: `/documents?studentId=${childId}` });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /documents/{id}/file', () => {
  it('sends the stored file as an attachment', async () => {
    const response = await callApi(t.app, admin, { method: 'GET', url: `/documents/${childDocumentIds[0]}/file` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another school's, a deleted or a missing document", async () => {
    for (const id of [otherSchool.documentId, deletedDocumentId, 999_999]) {
      const response = await callApi(t.app, admin, { method: 'GET', url: `/documents/${id}/file` });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Document not found' });
    }
    const owners = await callApi(t.app, owner, { method: 'GET', url: `/documents/${otherSchool.documentId}/file` });
    expect(owners.statusCode).toBe(200);
    expect(owners.rawPayload.toString()).toBe('%PDF-1.4 herat');
  });

  it('answers 400 to a malformed id and 403 without document:read', async () => {
    expect((await callApi(t.app, admin, { method: 'GET', url: '/documents/abc/file' })).statusCode).toBe(400);
    const parent = await loginAs(t.app, 'parent');
    expect((await callApi(t.app, parent, { method: 'GET', url: `/documents/${childDocumentIds[0]}/file` })).statusCode).toBe(403);
  });
});
