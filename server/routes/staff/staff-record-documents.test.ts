import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STAFF_DOCUMENT_BYTES, STAFF_RECORD_MESSAGES, documentsNotOfStaff } from '@/contract/staff-records';
import { staffDocuments } from '../../db/schema';
import { ERROR_MESSAGES } from '../../plugins/error-handler';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { multipartParts, type MultipartPart } from '../../test-support/multipart-bodies';
import { createTestAppWithUploads, storedFileNames, type TestAppWithUploads } from '../../test-support/test-app-with-uploads';
import { solidImage } from '../../test-support/test-images';
import { insertStaff, staffFixture, type StaffFixture } from './staff-record-test-fixtures';

let t: TestAppWithUploads;
let fixture: StaffFixture;
let admin: TestLogin;
let teacher: TestLogin;
let png: Buffer;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

beforeAll(async () => {
  t = await createTestAppWithUploads();
  fixture = await staffFixture(t);
  admin = await loginAs(t.app, 'admin');
  teacher = await loginAs(t.app, 'teacher');
  png = await solidImage('png', '#336699');
});
afterAll(async () => {
  await t?.close();
});

type Upload = { name?: string; type?: string; bytes?: Buffer; title?: string; kind?: string; notes?: string };

function upload(staffId: number, { name = 'Contract.pdf', type = 'application/pdf', bytes = pdf, ...fields }: Upload = {}, as: TestLogin = admin) {
  const parts: MultipartPart[] = [];
  for (const [field, value] of Object.entries({ title: 'Employment contract', ...fields })) {
    if (value !== undefined) parts.push({ field, value });
  }
  if (bytes.length > 0) parts.push({ field: 'file', file: { name, type, bytes } });
  const body = multipartParts(parts);
  return t.app.inject({ method: 'POST', url: `/api/staff/${staffId}/documents`, headers: { ...as.headers, ...body.headers }, payload: body.payload });
}

async function uploaded(staffId: number, options: Upload = {}) {
  const response = await upload(staffId, options);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; url: string; verified: boolean; verifiedAt: string | null };
}

const storedFiles = (staffId: number) => storedFileNames(t.app, `staff/documents/staff-${staffId}`);
const documentCount = async () => Number((await t.database.db.select({ value: count() }).from(staffDocuments))[0].value);

describe('staff documents: upload and download', () => {
  it('stores the file under the staff member\'s folder and the download returns the same bytes', async () => {
    const member = await insertStaff(t);
    const response = await upload(member.id, { title: ' Employment contract ', kind: 'CONTRACT', notes: 'Signed 2025' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(STAFF_RECORD_MESSAGES.documentUploaded);
    expect(body.data).toMatchObject({
      staffId: member.id,
      title: 'Employment contract',
      kind: 'CONTRACT',
      notes: 'Signed 2025',
      fileName: 'Contract.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
      verified: false,
      verifiedBy: null,
      createdBy: { id: fixture.userIds.admin, name: 'Zahra Hashimi' },
      url: `/api/staff/${member.id}/documents/${body.data.id}/file`,
    });
    expect(await storedFiles(member.id)).toHaveLength(1);

    const download = await t.app.inject({ method: 'GET', url: body.data.url, headers: admin.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Contract.pdf"; filename*=UTF-8''Contract.pdf`);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    // An image keeps its own type; kind defaults to OTHER.
    const photo = await upload(member.id, { name: 'tazkira scan.png', type: 'image/png', bytes: png, title: 'Tazkira', kind: undefined });
    expect(photo.statusCode).toBe(201);
    expect(photo.json().data).toMatchObject({ kind: 'OTHER', mimeType: 'image/png', fileName: 'tazkira scan.png' });
    const image = await t.app.inject({ method: 'GET', url: photo.json().data.url, headers: admin.headers });
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a file whose bytes are not an accepted type, or disagree with its name or type (415), and stores nothing', async () => {
    const member = await insertStaff(t);
    const before = await documentCount();
    const text = await upload(member.id, { name: 'contract.pdf', type: 'application/pdf', bytes: Buffer.from('just some text, not a PDF') });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(STAFF_RECORD_MESSAGES.fileTypeRefused);

    const pngNamedPdf = await upload(member.id, { name: 'contract.pdf', type: 'application/octet-stream', bytes: png });
    expect(pngNamedPdf.statusCode).toBe(415);
    expect(pngNamedPdf.json().message).toBe(STAFF_RECORD_MESSAGES.fileTypeMismatch);
    const pngSentAsPdf = await upload(member.id, { name: 'scan', type: 'application/pdf', bytes: png });
    expect(pngSentAsPdf.statusCode).toBe(415);
    const pdfNamedDocx = await upload(member.id, { name: 'letter.docx', type: 'application/octet-stream', bytes: pdf });
    expect(pdfNamedDocx.statusCode).toBe(415);

    expect(await documentCount()).toBe(before);
    expect(await storedFiles(member.id)).toEqual([]);
  });

  it('refuses a missing title, file or a bad kind (400) and a file over 10 MB (413)', async () => {
    const member = await insertStaff(t);
    const before = await documentCount();
    const noTitle = await upload(member.id, { title: '  ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors.title).toBe(STAFF_RECORD_MESSAGES.titleRequired);
    const noFile = await upload(member.id, { bytes: Buffer.alloc(0) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(STAFF_RECORD_MESSAGES.noFile);
    expect((await upload(member.id, { kind: 'PASSPORT_PHOTO' })).statusCode).toBe(400);
    const notMultipart = await callApi(t.app, admin, { method: 'POST', url: `/staff/${member.id}/documents`, payload: { title: 'x' } });
    expect(notMultipart.statusCode).toBe(400);

    const big = Buffer.concat([pdf, Buffer.alloc(MAX_STAFF_DOCUMENT_BYTES)]);
    const tooLarge = await upload(member.id, { bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(STAFF_RECORD_MESSAGES.fileTooLarge);
    expect(await documentCount()).toBe(before);
    expect(await storedFiles(member.id)).toEqual([]);
  });

  it('403 for a teacher (no staff permission); 404 for another school\'s or a missing staff member', async () => {
    const refused = await upload(fixture.demoStaffId, {}, teacher);
    expect(refused.statusCode).toBe(403);
    expect((await callApi(t.app, teacher, { method: 'GET', url: `/staff/${fixture.demoStaffId}/documents` })).statusCode).toBe(403);
    for (const staffId of [fixture.otherSchoolStaffId, 999999]) {
      const response = await upload(staffId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(STAFF_RECORD_MESSAGES.staffNotFound);
      expect((await callApi(t.app, admin, { method: 'GET', url: `/staff/${staffId}/documents` })).statusCode).toBe(404);
    }
    expect(await storedFiles(fixture.otherSchoolStaffId)).toEqual([]);
  });
});

describe('staff documents: list, edit, delete', () => {
  it('lists newest first with kind and verified filters; edits title, kind and notes', async () => {
    const member = await insertStaff(t);
    const first = await uploaded(member.id, { title: 'CV', kind: 'CV' });
    const second = await uploaded(member.id, { title: 'Degree', kind: 'CERTIFICATE' });
    const list = await callApi(t.app, admin, { method: 'GET', url: `/staff/${member.id}/documents` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((document: { id: number }) => document.id)).toEqual([second.id, first.id]);
    const cvs = await callApi(t.app, admin, { method: 'GET', url: `/staff/${member.id}/documents?kind=CV` });
    expect(cvs.json().data.map((document: { id: number }) => document.id)).toEqual([first.id]);
    expect((await callApi(t.app, admin, { method: 'GET', url: `/staff/${member.id}/documents?kind=NOPE` })).statusCode).toBe(400);

    const edited = await callApi(t.app, admin, {
      method: 'PUT',
      url: `/staff/${member.id}/documents/${first.id}`,
      payload: { title: 'Curriculum vitae', notes: 'Updated in 2025' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Curriculum vitae', kind: 'CV', notes: 'Updated in 2025', fileName: 'Contract.pdf' });
    const cleared = await callApi(t.app, admin, { method: 'PUT', url: `/staff/${member.id}/documents/${first.id}`, payload: { notes: '' } });
    expect(cleared.json().data.notes).toBeNull();
  });

  it('GET one document\'s details: 200; 403 for a teacher; 404 for a missing or another staff member\'s document', async () => {
    const member = await insertStaff(t);
    const other = await insertStaff(t);
    const document = await uploaded(member.id, { title: 'Police clearance', kind: 'ID_DOCUMENT' });
    const one = await callApi(t.app, admin, { method: 'GET', url: `/staff/${member.id}/documents/${document.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ message: STAFF_RECORD_MESSAGES.documentFetched, data: { id: document.id, title: 'Police clearance', kind: 'ID_DOCUMENT', url: document.url } });
    expect((await callApi(t.app, teacher, { method: 'GET', url: `/staff/${member.id}/documents/${document.id}` })).statusCode).toBe(403);
    expect((await callApi(t.app, admin, { method: 'GET', url: `/staff/${other.id}/documents/${document.id}` })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'GET', url: `/staff/${member.id}/documents/999999` })).statusCode).toBe(404);
  });

  it('refuses bad edits (400), a teacher (403), and another staff member\'s or a missing document (404)', async () => {
    const member = await insertStaff(t);
    const other = await insertStaff(t);
    const document = await uploaded(member.id, { title: 'Medical', kind: 'MEDICAL' });
    const put = (staffId: number, id: number, payload: unknown, as = admin) =>
      callApi(t.app, as, { method: 'PUT', url: `/staff/${staffId}/documents/${id}`, payload });
    expect((await put(member.id, document.id, {})).statusCode).toBe(400);
    expect((await put(member.id, document.id, { title: '' })).statusCode).toBe(400);
    expect((await put(member.id, document.id, { kind: 'SECRET' })).statusCode).toBe(400);
    expect((await put(member.id, document.id, { storagePath: '../../etc/passwd' })).statusCode).toBe(400);
    expect((await put(member.id, document.id, { title: 'x' }, teacher)).statusCode).toBe(403);
    const wrongOwner = await put(other.id, document.id, { title: 'x' });
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json().message).toBe(STAFF_RECORD_MESSAGES.documentNotFound);
    expect((await put(member.id, 999999, { title: 'x' })).statusCode).toBe(404);
    expect((await put(fixture.otherSchoolStaffId, document.id, { title: 'x' })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'GET', url: `/staff/${other.id}/documents/${document.id}/file` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(staffDocuments).where(eq(staffDocuments.id, document.id));
    expect(row.title).toBe('Medical');
  });

  it('deletes softly: no longer listed or served, the file kept; a second delete is 404', async () => {
    const member = await insertStaff(t);
    const document = await uploaded(member.id);
    expect((await callApi(t.app, teacher, { method: 'DELETE', url: `/staff/${member.id}/documents/${document.id}` })).statusCode).toBe(403);
    const deleted = await callApi(t.app, admin, { method: 'DELETE', url: `/staff/${member.id}/documents/${document.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: STAFF_RECORD_MESSAGES.documentDeleted, data: { id: document.id } });
    expect((await callApi(t.app, admin, { method: 'GET', url: `/staff/${member.id}/documents` })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: document.url, headers: admin.headers })).statusCode).toBe(404);
    expect(await storedFiles(member.id)).toHaveLength(1);
    expect((await callApi(t.app, admin, { method: 'DELETE', url: `/staff/${member.id}/documents/${document.id}` })).statusCode).toBe(404);
  });

  it('never serves a stored path that is not this staff member\'s own', async () => {
    const member = await insertStaff(t);
    const other = await insertStaff(t);
    const theirs = await uploaded(other.id);
    const mine = await uploaded(member.id);
    const [theirRow] = await t.database.db.select().from(staffDocuments).where(eq(staffDocuments.id, theirs.id));
    await t.database.db.update(staffDocuments).set({ storagePath: theirRow.storagePath }).where(eq(staffDocuments.id, mine.id));
    expect((await t.app.inject({ method: 'GET', url: mine.url, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('POST /staff/{id}/documents/verify', () => {
  it('marks the documents verified by the caller; verifying again changes nothing', async () => {
    const member = await insertStaff(t);
    const a = await uploaded(member.id, { title: 'A' });
    const b = await uploaded(member.id, { title: 'B' });
    const c = await uploaded(member.id, { title: 'C' });
    const verify = (documentIds: unknown[], as = admin, staffId = member.id) =>
      callApi(t.app, as, { method: 'POST', url: `/staff/${staffId}/documents/verify`, payload: { documentIds } });

    const response = await verify([b.id, a.id, b.id]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(STAFF_RECORD_MESSAGES.documentsVerified);
    expect(body.data.newlyVerified).toBe(2);
    expect(body.data.documents.map((document: { id: number }) => document.id)).toEqual([b.id, a.id]);
    expect(body.data.documents[0]).toMatchObject({ verified: true, verifiedBy: { id: fixture.userIds.admin, name: 'Zahra Hashimi' } });
    expect(Date.parse(body.data.documents[0].verifiedAt)).not.toBeNaN();

    const principal = await loginAs(t.app, 'principal');
    const again = await verify([a.id, c.id], principal);
    expect(again.json().data.newlyVerified).toBe(1);
    const [againA, againC] = again.json().data.documents;
    expect(againA).toMatchObject({ verifiedBy: { id: fixture.userIds.admin }, verifiedAt: body.data.documents[1].verifiedAt });
    expect(againC).toMatchObject({ verified: true, verifiedBy: { id: fixture.userIds.principal } });

    const verified = await callApi(t.app, admin, { method: 'GET', url: `/staff/${member.id}/documents?verified=true` });
    expect(verified.json().data).toHaveLength(3);
  });

  it('refuses ids that are not this staff member\'s live documents (400 naming them) and changes nothing', async () => {
    const member = await insertStaff(t);
    const other = await insertStaff(t);
    const mine = await uploaded(member.id);
    const theirs = await uploaded(other.id);
    const deleted = await uploaded(member.id);
    await callApi(t.app, admin, { method: 'DELETE', url: `/staff/${member.id}/documents/${deleted.id}` });

    const response = await callApi(t.app, admin, {
      method: 'POST',
      url: `/staff/${member.id}/documents/verify`,
      payload: { documentIds: [mine.id, theirs.id, deleted.id, 999999] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(documentsNotOfStaff([theirs.id, deleted.id, 999999]));
    const [row] = await t.database.db.select().from(staffDocuments).where(eq(staffDocuments.id, mine.id));
    expect(row.verified).toBe(false);

    for (const payload of [{ documentIds: [] }, { documentIds: ['x'] }, {}]) {
      expect((await callApi(t.app, admin, { method: 'POST', url: `/staff/${member.id}/documents/verify`, payload })).statusCode).toBe(400);
    }
  });

  it('403 for a teacher; 404 for another school\'s staff member', async () => {
    const member = await insertStaff(t);
    const document = await uploaded(member.id);
    const refused = await callApi(t.app, teacher, { method: 'POST', url: `/staff/${member.id}/documents/verify`, payload: { documentIds: [document.id] } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission: staff:update');
    const elsewhere = await callApi(t.app, admin, { method: 'POST', url: `/staff/${fixture.otherSchoolStaffId}/documents/verify`, payload: { documentIds: [document.id] } });
    expect(elsewhere.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(staffDocuments).where(eq(staffDocuments.id, document.id));
    expect(row.verified).toBe(false);
  });
});

describe('staff documents: text the database cannot store', () => {
  // Multipart fields are read by the route, not by a schema: the database's refusal is the backstop.
  it('answers a NUL character in a field with 400 and keeps neither a row nor a file', async () => {
    const member = await insertStaff(t);
    const before = await documentCount();
    const response = await upload(member.id, { title: 'Employment\u0000contract', notes: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.invalidCharacter });
    expect(await documentCount()).toBe(before);
    expect(await storedFiles(member.id)).toEqual([]);
  });
});
