import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherDocuments } from '../../../db/schema';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool } from '../../../test-support/school-fixtures';
import { multipartParts, type MultipartPart } from '../../../test-support/multipart-bodies';
import { createTestAppWithUploads, storedFileNames, type TestAppWithUploads } from '../../../test-support/test-app-with-uploads';
import { solidImage } from '../../../test-support/test-images';
import { MAX_TEACHER_DOCUMENT_BYTES, MAX_TEACHER_DOCUMENTS_PER_UPLOAD } from '@/contract/teachers';
import { TEACHER_UPLOAD_MESSAGES } from './teacher-upload-messages';
import { insertTeacher } from '../teacher-upload-test-fixtures';

let t: TestAppWithUploads;
let admin: TestLogin;
let teacherLogin: TestLogin;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** The first bytes of an .odt: a ZIP whose first entry is the uncompressed `mimetype` file. */
const odt = Buffer.concat([
  Buffer.from('PK\u0003\u0004', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text', 'latin1'),
  Buffer.from('PK more entries'),
]);
const docx = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(26), Buffer.from('word/document.xml<w:document/>')]);

beforeAll(async () => {
  t = await createTestAppWithUploads();
  admin = await loginAs(t.app, 'admin');
  teacherLogin = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t?.close();
});

const file = (index: number, name: string, bytes: Buffer, type = 'application/octet-stream'): MultipartPart => ({
  field: `documents[${index}]`,
  file: { name, type, bytes },
});

function upload(teacherId: number, parts: MultipartPart[], as: TestLogin = admin) {
  const body = multipartParts(parts);
  return t.app.inject({ method: 'POST', url: `/api/teachers/${teacherId}/documents`, headers: { ...as.headers, ...body.headers }, payload: body.payload });
}
const get = (url: string, as: TestLogin = admin) => t.app.inject({ method: 'GET', url, headers: as.headers });
const remove = (url: string, as: TestLogin = admin) => t.app.inject({ method: 'DELETE', url, headers: as.headers });
const storedFiles = (teacherId: number) => storedFileNames(t.app, `teachers/documents/teacher-${teacherId}`);

describe('teacher documents', () => {
  it('uploads two documents, lists them, downloads each with its name and type, and deletes one softly', async () => {
    const teacher = await insertTeacher(t);
    const response = await upload(teacher.id, [file(0, 'Degree certificate.pdf', pdf, 'application/pdf'), file(1, 'Contract.odt', odt)]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(TEACHER_UPLOAD_MESSAGES.documentsUploaded);
    expect(body.data.documentUrls).toHaveLength(2);
    body.data.documentUrls.forEach((url: string) => expect(url).toMatch(new RegExp(`^/api/teachers/${teacher.id}/documents/\\d+$`)));
    expect(body.data.documents.map((document: { fileName: string; mimeType: string; sizeBytes: number }) => [document.fileName, document.mimeType, document.sizeBytes])).toEqual([
      ['Degree certificate.pdf', 'application/pdf', pdf.length],
      ['Contract.odt', 'application/vnd.oasis.opendocument.text', odt.length],
    ]);
    expect(await storedFiles(teacher.id)).toHaveLength(2);

    const list = await get(`/api/teachers/${teacher.id}/documents`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((document: { url: string }) => document.url)).toEqual(body.data.documentUrls);

    const download = await get(body.data.documentUrls[0]);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Degree certificate.pdf"; filename*=UTF-8''Degree%20certificate.pdf`,
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const deleted = await remove(body.data.documentUrls[0]);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(TEACHER_UPLOAD_MESSAGES.documentDeleted);
    expect((await get(`/api/teachers/${teacher.id}/documents`)).json().data).toHaveLength(1);
    expect((await get(body.data.documentUrls[0])).statusCode).toBe(404);
    expect((await remove(body.data.documentUrls[0])).statusCode).toBe(404);
    // Soft: the row is kept with its deletion time, and the file stays on disk.
    const [row] = await t.database.db.select().from(teacherDocuments).where(eq(teacherDocuments.id, body.data.documents[0].id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await storedFiles(teacher.id)).toHaveLength(2);
  });

  it('takes images, .docx and a plain `documents` field, and keeps a Dari file name for the download', async () => {
    const teacher = await insertTeacher(t);
    const png = await solidImage('png', '#264653');
    const response = await upload(teacher.id, [
      { field: 'documents', file: { name: 'تذکره.png', type: 'image/png', bytes: png } },
      file(1, 'cv.docx', docx),
    ]);
    expect(response.statusCode).toBe(200);
    const [image, word] = response.json().data.documents;
    expect(image.mimeType).toBe('image/png');
    expect(word.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(image.fileName).toBe('تذکره.png');
    const download = await get(image.url);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="_____.png"; filename*=UTF-8''${encodeURIComponent('تذکره.png')}`);
  });

  it('refuses the whole call when one file is not an accepted document, storing nothing', async () => {
    const teacher = await insertTeacher(t);
    const response = await upload(teacher.id, [
      file(0, 'fine.pdf', pdf),
      file(1, 'script.pdf', Buffer.from('#!/bin/sh\necho hello\n'), 'application/pdf'),
    ]);
    expect(response.statusCode).toBe(400);
    const message = TEACHER_UPLOAD_MESSAGES.invalidDocument('script.pdf');
    expect(response.json()).toEqual({ success: false, message, errors: { documents: message } });
    // A ZIP that is neither .docx nor .odt is refused too.
    const zip = await upload(teacher.id, [file(0, 'archive.docx', Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(40)]))]);
    expect(zip.statusCode).toBe(400);
    expect((await get(`/api/teachers/${teacher.id}/documents`)).json().data).toEqual([]);
    expect(await storedFiles(teacher.id)).toEqual([]);
  });

  it('answers 413 for a file over 10 MB and for more than 10 files, and 400 when no file is sent', async () => {
    const teacher = await insertTeacher(t);
    const tooBig = Buffer.concat([pdf, Buffer.alloc(MAX_TEACHER_DOCUMENT_BYTES)]);
    const large = await upload(teacher.id, [file(0, 'big.pdf', tooBig)]);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(TEACHER_UPLOAD_MESSAGES.documentTooLarge('big.pdf'));

    const many = Array.from({ length: MAX_TEACHER_DOCUMENTS_PER_UPLOAD + 1 }, (_, index) => file(index, `page-${index}.pdf`, pdf));
    const tooMany = await upload(teacher.id, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(TEACHER_UPLOAD_MESSAGES.tooManyDocuments);

    const empty = await upload(teacher.id, [{ field: 'note', value: 'no files here' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TEACHER_UPLOAD_MESSAGES.noDocuments);
    expect((await get(`/api/teachers/${teacher.id}/documents`)).json().data).toEqual([]);
  });

  it('refuses a user without the permission (403) and another school\'s teacher (404)', async () => {
    const teacher = await insertTeacher(t);
    const url = (await upload(teacher.id, [file(0, 'a.pdf', pdf)])).json().data.documentUrls[0];
    expect((await upload(teacher.id, [file(0, 'b.pdf', pdf)], teacherLogin)).statusCode).toBe(403);
    expect((await get(`/api/teachers/${teacher.id}/documents`, teacherLogin)).statusCode).toBe(403);
    expect((await get(url, teacherLogin)).statusCode).toBe(403);
    expect((await remove(url, teacherLogin)).statusCode).toBe(403);

    const elsewhere = await insertTeacher(t, { schoolId: await createSchool(t, 'Herat Branch') });
    const refused = await upload(elsewhere.id, [file(0, 'c.pdf', pdf)]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Teacher not found');
    expect((await get(`/api/teachers/${elsewhere.id}/documents`)).statusCode).toBe(404);
    // A document id of one teacher under another teacher's path is not found either.
    const documentId = url.split('/').pop();
    expect((await get(`/api/teachers/${elsewhere.id}/documents/${documentId}`)).statusCode).toBe(404);
    const other = await insertTeacher(t);
    expect((await get(`/api/teachers/${other.id}/documents/${documentId}`)).statusCode).toBe(404);
  });
});
