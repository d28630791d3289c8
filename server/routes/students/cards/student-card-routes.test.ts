import { loadImage, createCanvas } from '@napi-rs/canvas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES } from '@/contract/students';
import { studentEvents, students } from '../../../db/schema';
import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from '../../../lib/images/student-card-image';
import { loginAs, type TestLogin } from '../../../test-support/login';
import type { TestApp } from '../../../test-support/test-app';
import { multipartBody } from '../../../test-support/multipart-bodies';
import { createSchool } from '../../../test-support/school-fixtures';
import { createTestAppWithUploads } from '../../../test-support/test-app-with-uploads';
import { solidImage } from '../../../test-support/test-images';
import { insertStudent, type TestStudent } from './student-card-test-fixtures';

let t: TestApp;
let teacher: TestLogin;
let parent: TestLogin;
let student: TestStudent;

beforeAll(async () => {
  t = await createTestAppWithUploads();
  teacher = await loginAs(t.app, 'teacher');
  parent = await loginAs(t.app, 'parent');
  student = await insertStudent(t, { firstName: 'Maryam', lastName: 'Ahmadi', dariName: 'مریم احمدی' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: TestLogin | null = teacher) =>
  t.app.inject({ method: 'GET', url, headers: as ? as.headers : {} });

async function decodeCard(bytes: Buffer) {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { image, pixel: (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)] };
}

describe('GET /api/students/{id}/card', () => {
  it('answers a JPEG ID card of CR80 proportions as a download named after the student', async () => {
    const response = await get(`/api/students/${student.id}/card`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="student-card-${student.id}.jpg"`);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { image } = await decodeCard(bytes);
    expect([image.width, image.height]).toEqual([CARD_WIDTH_PX, CARD_HEIGHT_PX]);
    expect(CARD_WIDTH_PX / CARD_HEIGHT_PX).toBeCloseTo(85.6 / 53.98, 2);
  });

  it('counts every generation, with a card_printed event for each', async () => {
    const fresh = await insertStudent(t);
    const count = async () => (await get(`/api/students/${fresh.id}/card/print-count`)).json();
    expect(await count()).toEqual({ success: true, message: 'Print count retrieved successfully', data: { printCount: 0 } });

    const first = await get(`/api/students/${fresh.id}/card`);
    expect(first.headers['x-print-count']).toBe('1');
    await get(`/api/students/${fresh.id}/card`);
    const third = await get(`/api/students/${fresh.id}/card`);
    expect(third.headers['x-print-count']).toBe('3');
    expect((await count()).data.printCount).toBe(3);

    const [row] = await t.database.db.select().from(students).where(eq(students.id, fresh.id));
    expect(row.cardPrintCount).toBe(3);
    const events = await t.database.db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, fresh.id), eq(studentEvents.type, 'card_printed')));
    expect(events).toHaveLength(3);
    expect(events.map((event) => event.data?.printCount).sort()).toEqual([1, 2, 3]);
    expect(events.every((event) => event.userId === teacher.user.id && event.schoolId === fresh.schoolId)).toBe(true);
  });

  it('draws the uploaded photo where the initials would be', async () => {
    const withPhoto = await insertStudent(t);
    const red = await solidImage('png', '#ff0000');
    const upload = multipartBody('avatar', { name: 'red.png', type: 'image/png', bytes: red });
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/students/${withPhoto.id}/avatar`, headers: { ...teacher.headers, ...upload.headers }, payload: upload.payload });
    expect(uploaded.statusCode).toBe(200);

    // The middle of the photo frame (40 + 240 / 2, 186 + 300 / 2).
    const withCard = await decodeCard((await get(`/api/students/${withPhoto.id}/card`)).rawPayload);
    const [r, g, b] = withCard.pixel(160, 336);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);

    // Without a photo the frame holds the initials on a pale blue ground.
    const withoutCard = await decodeCard((await get(`/api/students/${student.id}/card`)).rawPayload);
    const [, paleG, paleB] = withoutCard.pixel(70, 215);
    expect(paleG).toBeGreaterThan(180);
    expect(paleB).toBeGreaterThan(200);
  });

  it('still renders for a student without a class or a Dari name, and with a very long name', async () => {
    const plain = await insertStudent(t, { className: null, dariName: null, firstName: 'Mohammad Abdul Rahman Qaderi Ahmadzai', lastName: 'Khan Mohammadzai Barakzai' });
    const response = await get(`/api/students/${plain.id}/card`);
    expect(response.statusCode).toBe(200);
    expect((await decodeCard(response.rawPayload)).image.width).toBe(CARD_WIDTH_PX);
  });

  it('answers 404 for another school\'s student, a deleted student and an unknown id, and counts nothing', async () => {
    const otherSchool = await createSchool(t, 'Herat Branch', 'شعبه هرات');
    const elsewhere = await insertStudent(t, { schoolId: otherSchool });
    const deleted = await insertStudent(t, { deleted: true });
    for (const id of [elsewhere.id, deleted.id, 999_999]) {
      const card = await get(`/api/students/${id}/card`);
      expect(card.statusCode).toBe(404);
      expect(card.json()).toEqual({ success: false, message: STUDENT_MESSAGES.notFound });
      expect((await get(`/api/students/${id}/card/print-count`)).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(students).where(eq(students.id, elsewhere.id));
    expect(row.cardPrintCount).toBe(0);

    // The owner's data scope is every school: the same student is found.
    const owner = await loginAs(t.app, 'owner');
    expect((await get(`/api/students/${elsewhere.id}/card`, owner)).statusCode).toBe(200);
  });

  it('refuses a parent (no student:read) and an anonymous caller; a malformed id is a 400', async () => {
    const refused = await get(`/api/students/${student.id}/card`, parent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect((await get(`/api/students/${student.id}/card/print-count`, parent)).statusCode).toBe(403);
    expect((await get(`/api/students/${student.id}/card`, null)).statusCode).toBe(401);
    expect((await get('/api/students/abc/card')).statusCode).toBe(400);
    expect((await get('/api/students/0/card')).statusCode).toBe(400);
  });

  it('is described in the OpenAPI document (a JPEG answer; the avatar routes)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/students/{id}/card'].get.responses['200'].content)).toEqual(['image/jpeg']);
    expect(document.paths['/api/students/{id}/card/print-count'].get).toBeDefined();
    expect(Object.keys(document.paths['/api/students/{id}/avatar'])).toEqual(expect.arrayContaining(['get', 'post', 'delete']));
  });
});
