import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_DOCUMENT_MESSAGES, MAX_CUSTOMER_DOCUMENT_BYTES } from '@/contract/customer-activity';
import { customerDocuments, customers } from '../../../db/schema';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import type { CustomerRow } from '../customer-dto';
import { insertCustomer } from '../customer-extras-test-fixtures';

let t: TestApp;
let schoolId: number;
let desk: TestLogin;
let customer: CustomerRow;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Documents School');
  desk = await createUserIn(t, schoolId, 'docs.desk');
  customer = await insertCustomer(t, { schoolId, name: 'Paper Person' });
});
afterAll(async () => {
  await t?.close();
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('a tiny test document\n%%EOF\n')]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const post = (payload: object, id: string = customer.id, as: TestLogin = desk) =>
  t.app.inject({ method: 'POST', url: `/api/customers/${id}/documents`, headers: as.headers, payload });
const get = (url: string, as: TestLogin = desk) => t.app.inject({ method: 'GET', url, headers: as.headers });
const documentCount = async () => (await t.database.db.select().from(customerDocuments)).length;

describe('POST /api/customers/{id}/documents', () => {
  it('stores a PDF, lists it without the file, and serves the file back', async () => {
    const response = await post({ title: 'Tazkira copy', kind: 'tazkira', fileName: 'tazkira.pdf', mimeType: 'application/pdf', contentBase64: pdf.toString('base64'), notes: 'Seen at the desk' });
    expect(response.statusCode).toBe(201);
    const document = response.json().data;
    expect(document).toMatchObject({ title: 'Tazkira copy', kind: 'TAZKIRA', mimeType: 'application/pdf', sizeBytes: pdf.length, hasFile: true, fileName: 'tazkira.pdf', createdBy: { username: 'docs.desk' } });
    expect(response.body).not.toContain(pdf.toString('base64'));

    const list = await get(`/api/customers/${customer.id}/documents`);
    expect(list.json().data.map((item: { id: number }) => item.id)).toEqual([document.id]);
    expect(list.json().meta.pagination.totalCount).toBe(1);

    const file = await get(`/api/customers/${customer.id}/documents/${document.id}/content`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="tazkira.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row.lastActivity).not.toBeNull();
  });

  it('takes a data: URL, a link alone, or a note alone', async () => {
    const image = await post({ title: 'Photo', kind: 'PHOTO', contentBase64: `data:image/png;base64,${png.toString('base64')}` });
    expect(image.statusCode).toBe(201);
    expect(image.json().data).toMatchObject({ mimeType: 'image/png', sizeBytes: png.length, hasFile: true });
    const link = await post({ title: 'Transcript', kind: 'transcript', url: 'https://drive.example.af/t.pdf' });
    expect(link.json().data).toMatchObject({ url: 'https://drive.example.af/t.pdf', hasFile: false, sizeBytes: null, kind: 'TRANSCRIPT' });
    expect((await post({ title: 'Original certificate seen' })).json().data.kind).toBe('OTHER');
  });

  it('refuses a disallowed type, bad or mismatched content (400) and a file over 5 MB (413), storing nothing', async () => {
    const before = await documentCount();
    const exe = await post({ title: 'Setup', mimeType: 'application/x-msdownload', contentBase64: Buffer.from('MZ....').toString('base64') });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors).toEqual({ mimeType: CUSTOMER_DOCUMENT_MESSAGES.typeNotAllowed });

    const renamed = await post({ title: 'Fake', mimeType: 'application/pdf', contentBase64: png.toString('base64') });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(CUSTOMER_DOCUMENT_MESSAGES.contentMismatch);

    expect((await post({ title: 'Broken', mimeType: 'application/pdf', contentBase64: 'not base64!' })).json().errors).toEqual({
      contentBase64: CUSTOMER_DOCUMENT_MESSAGES.invalidBase64,
    });
    expect((await post({ title: 'Untyped', contentBase64: pdf.toString('base64') })).json().errors).toEqual({ mimeType: CUSTOMER_DOCUMENT_MESSAGES.mimeTypeRequired });
    expect((await post({ title: '', url: 'ftp://x' })).json().errors).toMatchObject({ title: 'Title is required', url: 'url must start with http:// or https://' });

    const big = Buffer.alloc(MAX_CUSTOMER_DOCUMENT_BYTES + 1, 0x20);
    pdf.copy(big);
    const tooLarge = await post({ title: 'Huge', mimeType: 'application/pdf', contentBase64: big.toString('base64') });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(CUSTOMER_DOCUMENT_MESSAGES.tooLarge);

    expect(await documentCount()).toBe(before);
    // Exactly 5 MB is allowed.
    const limit = await post({ title: 'Just fits', mimeType: 'application/pdf', contentBase64: big.subarray(0, MAX_CUSTOMER_DOCUMENT_BYTES).toString('base64') });
    expect(limit.statusCode).toBe(201);
  });

  it('answers 404 for another school\'s or a deleted customer, 403 without the permissions', async () => {
    const elsewhere = await insertCustomer(t, { schoolId: await createSchool(t, 'Far School') });
    expect((await post({ title: 'x' }, elsewhere.id)).statusCode).toBe(404);
    expect((await get(`/api/customers/${elsewhere.id}/documents`)).statusCode).toBe(404);
    const deleted = await insertCustomer(t, { schoolId, deletedAt: new Date() });
    expect((await post({ title: 'x' }, deleted.id)).statusCode).toBe(404);

    const parent = await loginAs(t.app, 'parent');
    expect((await get(`/api/customers/${customer.id}/documents`, parent)).statusCode).toBe(403);
    const reader = await createUserIn(t, schoolId, 'docs.reader', { revoke: ['customer:update'] });
    expect((await get(`/api/customers/${customer.id}/documents`, reader)).statusCode).toBe(200);
    const refused = await post({ title: 'x' }, customer.id, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission: customer:update');
  });
});

describe('GET /api/customers/documents/analytics', () => {
  it('counts documents and their sizes by kind and type', async () => {
    const data = (await get('/api/customers/documents/analytics')).json().data;
    expect(data.totalDocuments).toBe(5);
    expect(data.withFile).toBe(3);
    expect(data.totalSizeBytes).toBe(pdf.length + png.length + MAX_CUSTOMER_DOCUMENT_BYTES);
    expect(data.byKind[0]).toEqual({ value: 'TAZKIRA', count: 1, sizeBytes: pdf.length });
    expect(data.byKind.find((item: { value: string }) => item.value === 'OTHER')).toEqual({ value: 'OTHER', count: 2, sizeBytes: MAX_CUSTOMER_DOCUMENT_BYTES });
    expect(data.byMimeType[0]).toEqual({ value: 'application/pdf', count: 2, sizeBytes: pdf.length + MAX_CUSTOMER_DOCUMENT_BYTES });
    expect(data.recent).toHaveLength(5);
    expect(data.recent[0]).toMatchObject({ title: 'Just fits', customer: { name: 'Paper Person' } });
  });
});
