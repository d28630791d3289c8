import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES, STUDENT_MESSAGES } from '@/contract/students';
import { users } from '../../../db/schema';
import { REPLAY_HEADER } from '../../../plugins/idempotency';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { multipartBody } from '../../../test-support/multipart-bodies';
import { createSchool } from '../../../test-support/school-fixtures';
import { createTestAppWithUploads, storedFileNames, type TestAppWithUploads } from '../../../test-support/test-app-with-uploads';
import { solidImage } from '../../../test-support/test-images';
import { insertStudent, type TestStudent } from './student-card-test-fixtures';

let t: TestAppWithUploads;
let teacher: TestLogin;
let parent: TestLogin;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestAppWithUploads();
  teacher = await loginAs(t.app, 'teacher');
  parent = await loginAs(t.app, 'parent');
  png = await solidImage('png', '#2a9d8f');
  jpeg = await solidImage('jpeg', '#e76f51');
});
afterAll(async () => {
  await t?.close();
});

type UploadOptions = { field?: string; name?: string; type?: string; as?: TestLogin; requestId?: string };

function upload(student: TestStudent, bytes: Buffer, options: UploadOptions = {}) {
  const body = multipartBody(options.field ?? 'avatar', { name: options.name ?? 'photo.png', type: options.type ?? 'image/png', bytes });
  const headers: Record<string, string> = { ...(options.as ?? teacher).headers, ...body.headers };
  if (options.requestId) headers['x-request-id'] = options.requestId;
  return t.app.inject({ method: 'POST', url: `/api/students/${student.id}/avatar`, headers, payload: body.payload });
}
const getAvatar = (url: string, as: TestLogin = teacher, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...as.headers, ...headers } });
const removeAvatar = (student: TestStudent, as: TestLogin = teacher) =>
  t.app.inject({ method: 'DELETE', url: `/api/students/${student.id}/avatar`, headers: as.headers });
const storedFiles = () => storedFileNames(t.app, 'avatars');
const avatarPathOf = async (student: TestStudent) =>
  (await t.database.db.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, student.userId)))[0].avatarPath;

describe('POST /api/students/{id}/avatar', () => {
  it('stores a photo under the data folder and answers its URL; GET serves it back', async () => {
    const student = await insertStudent(t);
    const response = await upload(student, png);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Avatar uploaded successfully' });
    expect(body.data.avatarPath).toMatch(new RegExp(`^/api/students/${student.id}/avatar\\?v=\\d+$`));

    const stored = await avatarPathOf(student);
    expect(stored).toMatch(new RegExp(`^avatars/student-${student.id}-\\d+\\.png$`));
    expect(await storedFiles()).toContain(path.basename(stored!));

    const served = await getAvatar(body.data.avatarPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect(served.rawPayload.equals(png)).toBe(true);

    // The browser asks again with the ETag: nothing is sent twice.
    const revalidated = await getAvatar(`/api/students/${student.id}/avatar`, teacher, { 'if-none-match': String(served.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('replaces an earlier photo: one file per student, served with the new type', async () => {
    const student = await insertStudent(t);
    const first = (await upload(student, png)).json().data.avatarPath;
    const second = await upload(student, jpeg, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.avatarPath).not.toBe(first);
    const files = (await storedFiles()).filter((name) => name.startsWith(`student-${student.id}-`));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);
    const served = await getAvatar(`/api/students/${student.id}/avatar`);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });

  it('judges the image by its bytes: a text file called image/png is refused, a WebP called octet-stream is taken', async () => {
    const student = await insertStudent(t);
    const refused = await upload(student, Buffer.from('not really a picture'), { name: 'photo.png', type: 'image/png' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: STUDENT_MESSAGES.invalidImage, errors: { avatar: STUDENT_MESSAGES.invalidImage } });
    expect(await avatarPathOf(student)).toBeNull();

    const webp = await solidImage('webp', '#264653');
    const taken = await upload(student, webp, { name: 'photo', type: 'application/octet-stream' });
    expect(taken.statusCode).toBe(200);
    expect((await getAvatar(taken.json().data.avatarPath)).headers['content-type']).toBe('image/webp');
  });

  it('takes a file of exactly 5 MB and refuses one byte more', async () => {
    const student = await insertStudent(t);
    const atLimit = Buffer.alloc(MAX_AVATAR_BYTES);
    png.copy(atLimit);
    expect((await upload(student, atLimit)).statusCode).toBe(200);

    const before = await avatarPathOf(student);
    const overLimit = Buffer.alloc(MAX_AVATAR_BYTES + 1);
    png.copy(overLimit);
    const refused = await upload(student, overLimit);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: STUDENT_MESSAGES.imageTooLarge, errors: { avatar: STUDENT_MESSAGES.imageTooLarge } });
    const farOver = await upload(student, Buffer.concat([png, Buffer.alloc(MAX_AVATAR_BYTES * 2)]));
    expect(farOver.json().message).toBe(STUDENT_MESSAGES.imageTooLarge);
    expect(await avatarPathOf(student)).toBe(before);
  });

  it('refuses a file in another field, and a body that is not multipart', async () => {
    const student = await insertStudent(t);
    const wrongField = await upload(student, png, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(STUDENT_MESSAGES.invalidImage);

    const json = await t.app.inject({ method: 'POST', url: `/api/students/${student.id}/avatar`, headers: teacher.headers, payload: { avatar: 'data:image/png;base64,AAAA' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(STUDENT_MESSAGES.invalidImage);
    expect(await avatarPathOf(student)).toBeNull();
  });

  it('replays the first answer for the same X-Request-ID without storing a second file', async () => {
    const student = await insertStudent(t);
    const first = await upload(student, png, { requestId: `avatar-${student.id}` });
    const replay = await upload(student, png, { requestId: `avatar-${student.id}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await storedFiles()).filter((name) => name.startsWith(`student-${student.id}-`))).toHaveLength(1);
  });
});

describe('DELETE /api/students/{id}/avatar', () => {
  it('removes the photo and its file; the GET then answers 404', async () => {
    const student = await insertStudent(t);
    const url = (await upload(student, png)).json().data.avatarPath;
    const removed = await removeAvatar(student);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Avatar removed successfully', data: { avatarPath: null } });
    expect(await avatarPathOf(student)).toBeNull();
    expect((await storedFiles()).some((name) => name.startsWith(`student-${student.id}-`))).toBe(false);
    const gone = await getAvatar(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'This student has no photo' });
    // Removing again is no error: the outcome is the same.
    expect((await removeAvatar(student)).statusCode).toBe(200);
  });
});

describe('avatar access', () => {
  it('refuses a parent (no student:read or student:update)', async () => {
    const student = await insertStudent(t);
    await upload(student, png);
    for (const response of [
      await upload(student, jpeg, { as: parent }),
      await getAvatar(`/api/students/${student.id}/avatar`, parent),
      await removeAvatar(student, parent),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect(await avatarPathOf(student)).toMatch(/\.png$/);
  });

  it('answers 404 for another school\'s student and a deleted one, storing nothing', async () => {
    const otherSchool = await createSchool(t, 'Mazar Branch');
    const elsewhere = await insertStudent(t, { schoolId: otherSchool });
    const deleted = await insertStudent(t, { deleted: true });
    for (const student of [elsewhere, deleted]) {
      const before = await storedFiles();
      const refused = await upload(student, png);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(STUDENT_MESSAGES.notFound);
      expect(await storedFiles()).toEqual(before);
      expect((await getAvatar(`/api/students/${student.id}/avatar`)).statusCode).toBe(404);
      expect((await removeAvatar(student)).statusCode).toBe(404);
    }
  });

  it('leaves the other routes without multipart parsing', async () => {
    const body = multipartBody('avatar', { name: 'photo.png', type: 'image/png', bytes: png });
    const response = await t.app.inject({ method: 'POST', url: '/api/customers', headers: { ...teacher.headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(415);
  });
});
