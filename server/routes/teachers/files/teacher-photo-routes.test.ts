import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../../db/schema';
import { REPLAY_HEADER } from '../../../plugins/idempotency';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool } from '../../../test-support/school-fixtures';
import { multipartParts } from '../../../test-support/multipart-bodies';
import { createTestAppWithUploads, storedFileNames, type TestAppWithUploads } from '../../../test-support/test-app-with-uploads';
import { solidImage } from '../../../test-support/test-images';
import { MAX_TEACHER_PHOTO_BYTES } from '@/contract/teachers';
import { TEACHER_UPLOAD_MESSAGES } from './teacher-upload-messages';
import { insertTeacher } from '../teacher-upload-test-fixtures';

let t: TestAppWithUploads;
let admin: TestLogin;
let teacherLogin: TestLogin;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestAppWithUploads();
  admin = await loginAs(t.app, 'admin');
  teacherLogin = await loginAs(t.app, 'teacher');
  png = await solidImage('png', '#2a9d8f');
  jpeg = await solidImage('jpeg', '#e76f51');
});
afterAll(async () => {
  await t?.close();
});

type UploadOptions = { field?: string; name?: string; type?: string; as?: TestLogin; requestId?: string };

function upload(teacherId: number, bytes: Buffer, options: UploadOptions = {}) {
  const body = multipartParts([{ field: options.field ?? 'photo', file: { name: options.name ?? 'photo.png', type: options.type ?? 'image/png', bytes } }]);
  const headers: Record<string, string> = { ...(options.as ?? admin).headers, ...body.headers };
  if (options.requestId) headers['x-request-id'] = options.requestId;
  return t.app.inject({ method: 'POST', url: `/api/teachers/${teacherId}/photo`, headers, payload: body.payload });
}
const getPhoto = (url: string, as: TestLogin = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...as.headers, ...headers } });
const removePhoto = (teacherId: number, as: TestLogin = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/teachers/${teacherId}/photo`, headers: as.headers });
const storedPhotos = async (teacherId: number) =>
  (await storedFileNames(t.app, 'teachers/photos')).filter((name) => name.startsWith(`teacher-${teacherId}-`));
const photoOf = async (teacherId: number) =>
  (await t.database.db.select({ photo: teachers.photo }).from(teachers).where(eq(teachers.id, teacherId)))[0].photo;

describe('POST /api/teachers/{id}/photo', () => {
  it('stores the photo under the data folder and answers its URL; GET serves it back with cache headers', async () => {
    const teacher = await insertTeacher(t);
    const response = await upload(teacher.id, png);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: TEACHER_UPLOAD_MESSAGES.photoUploaded });
    expect(body.data.photoUrl).toMatch(new RegExp(`^/api/teachers/${teacher.id}/photo\\?v=\\d+$`));
    expect(await photoOf(teacher.id)).toMatch(new RegExp(`^teachers/photos/teacher-${teacher.id}-\\d+\\.png$`));
    expect(await storedPhotos(teacher.id)).toHaveLength(1);

    const served = await getPhoto(body.data.photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    const unversioned = await getPhoto(`/api/teachers/${teacher.id}/photo`);
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await getPhoto(`/api/teachers/${teacher.id}/photo`, admin, { 'if-none-match': String(served.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('replaces the earlier photo: one file per teacher, served with the new type', async () => {
    const teacher = await insertTeacher(t);
    const first = (await upload(teacher.id, png)).json().data.photoUrl;
    const second = await upload(teacher.id, jpeg, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.photoUrl).not.toBe(first);
    const files = await storedPhotos(teacher.id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);
    const served = await getPhoto(`/api/teachers/${teacher.id}/photo`);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });

  it('judges the image by its bytes: text called image/png is a 400, a WebP called octet-stream is taken', async () => {
    const teacher = await insertTeacher(t);
    const refused = await upload(teacher.id, Buffer.from('not really a picture'), { type: 'image/png' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: TEACHER_UPLOAD_MESSAGES.invalidPhoto,
      errors: { photo: TEACHER_UPLOAD_MESSAGES.invalidPhoto },
    });
    expect(await photoOf(teacher.id)).toBeNull();

    const webp = await solidImage('webp', '#264653');
    const taken = await upload(teacher.id, webp, { name: 'photo', type: 'application/octet-stream' });
    expect(taken.statusCode).toBe(200);
    expect((await getPhoto(taken.json().data.photoUrl)).headers['content-type']).toBe('image/webp');
  });

  it('takes exactly 5 MB and answers 413 for one byte more, keeping the earlier photo', async () => {
    const teacher = await insertTeacher(t);
    const atLimit = Buffer.alloc(MAX_TEACHER_PHOTO_BYTES);
    png.copy(atLimit);
    expect((await upload(teacher.id, atLimit)).statusCode).toBe(200);
    const before = await photoOf(teacher.id);

    const overLimit = Buffer.alloc(MAX_TEACHER_PHOTO_BYTES + 1);
    png.copy(overLimit);
    const refused = await upload(teacher.id, overLimit);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      success: false,
      message: TEACHER_UPLOAD_MESSAGES.photoTooLarge,
      errors: { photo: TEACHER_UPLOAD_MESSAGES.photoTooLarge },
    });
    expect(await photoOf(teacher.id)).toBe(before);
    expect(await storedPhotos(teacher.id)).toHaveLength(1);
  });

  it('refuses a file in another field and a body that is not multipart', async () => {
    const teacher = await insertTeacher(t);
    const wrongField = await upload(teacher.id, png, { field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(TEACHER_UPLOAD_MESSAGES.invalidPhoto);
    const json = await t.app.inject({ method: 'POST', url: `/api/teachers/${teacher.id}/photo`, headers: admin.headers, payload: { photo: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(await photoOf(teacher.id)).toBeNull();
  });

  it('replays the first answer for the same X-Request-ID without storing a second file', async () => {
    const teacher = await insertTeacher(t);
    const first = await upload(teacher.id, png, { requestId: `teacher-photo-${teacher.id}` });
    const replay = await upload(teacher.id, png, { requestId: `teacher-photo-${teacher.id}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await storedPhotos(teacher.id)).toHaveLength(1);
  });
});

describe('DELETE /api/teachers/{id}/photo', () => {
  it('removes the photo and its file; GET then answers 404; removing again is fine', async () => {
    const teacher = await insertTeacher(t);
    const url = (await upload(teacher.id, png)).json().data.photoUrl;
    const removed = await removePhoto(teacher.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: TEACHER_UPLOAD_MESSAGES.photoRemoved, data: { photoUrl: null } });
    expect(await photoOf(teacher.id)).toBeNull();
    expect(await storedPhotos(teacher.id)).toHaveLength(0);
    const gone = await getPhoto(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: TEACHER_UPLOAD_MESSAGES.noPhoto });
    expect((await removePhoto(teacher.id)).statusCode).toBe(200);
  });

  it('never opens a stored value that is not one of its own files', async () => {
    const teacher = await insertTeacher(t, { photo: '../../../etc/passwd' });
    expect((await getPhoto(`/api/teachers/${teacher.id}/photo`)).statusCode).toBe(404);
  });
});

describe('photo access', () => {
  it('refuses a user without teacher:read / teacher:update with 403', async () => {
    const teacher = await insertTeacher(t);
    await upload(teacher.id, png);
    const refusals = [
      await upload(teacher.id, jpeg, { as: teacherLogin }),
      await getPhoto(`/api/teachers/${teacher.id}/photo`, teacherLogin),
      await removePhoto(teacher.id, teacherLogin),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect(refusals[0].json().message).toBe('You do not have permission: teacher:update');
    expect(await photoOf(teacher.id)).toMatch(/\.png$/);
  });

  it("answers 404 for another school's teacher and a deleted one, storing nothing", async () => {
    const otherSchool = await createSchool(t, 'Mazar Branch');
    const elsewhere = await insertTeacher(t, { schoolId: otherSchool });
    const deleted = await insertTeacher(t, { deletedAt: new Date() });
    for (const teacher of [elsewhere, deleted]) {
      const refused = await upload(teacher.id, png);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Teacher not found');
      expect(await storedPhotos(teacher.id)).toHaveLength(0);
      expect((await getPhoto(`/api/teachers/${teacher.id}/photo`)).statusCode).toBe(404);
      expect((await removePhoto(teacher.id)).statusCode).toBe(404);
    }
  });
});
