/**
 * A teacher's photo (spec part 2 §7.2): POST /teachers/{id}/photo (multipart field `photo`),
 * GET /teachers/{id}/photo (the image), DELETE /teachers/{id}/photo.
 *
 * The file is written before the row changes and the replaced file removed after the commit, so a
 * failure leaves at worst an unused file, never a row that points at nothing. The same
 * X-Request-ID replayed gets the first answer back (idempotency plugin).
 *
 * Access: GET teacher:read; POST and DELETE teacher:update; another school's teacher is a 404.
 */
import type { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import * as fileEndpoints from '@/contract/endpoints/teachers/files';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { readTeacherPhotoUpload } from './teacher-photo-upload';
import { setTeacherPhoto } from './teacher-photo-repository';
import { parseTeacherPhotoPath, teacherPhotoRelativePath, teacherPhotoUrl } from './teacher-photo-path';
import { sendVersionedImage } from '../../../lib/uploads/send-versioned-image';
import { removeUnusedUpload } from '../../../lib/uploads/upload-store';
import { TEACHER_UPLOAD_MESSAGES } from './teacher-upload-messages';
import { findUploadTeacher } from './teacher-upload-target';

export const teacherPhotoRoutes: FastifyPluginAsync = async (app) => {
  const uploads = app.uploads;

  routeEndpoint(app, fileEndpoints.uploadPhoto, async (request, reply) => {
    const actor = requireUser(request.user);
    const teacherId = request.params.id;
    // Refuse an unknown teacher before reading up to 5 MB for nothing.
    await findUploadTeacher(app.db, actor, teacherId);
    const upload = await readTeacherPhotoUpload(request);
    const relativePath = teacherPhotoRelativePath(teacherId, Date.now(), upload.kind);
    await uploads.write(relativePath, upload.bytes);
    let replacedPath: string | null = null;
    let answer: z.infer<typeof fileEndpoints.teacherPhotoAnswerSchema>;
    try {
      answer = await app.writeTransaction(request, reply, async (tx) => {
        const teacher = await findUploadTeacher(tx, actor, teacherId);
        replacedPath = teacher.photo;
        await setTeacherPhoto(tx, teacherId, relativePath, new Date());
        return { success: true as const, message: TEACHER_UPLOAD_MESSAGES.photoUploaded, data: { photoUrl: teacherPhotoUrl(teacherId, relativePath) } };
      });
    } catch (error) {
      await uploads.remove(relativePath);
      throw error;
    }
    await removeReplacedPhoto(teacherId, replacedPath, relativePath);
    return answer;
  });

  routeEndpoint(app, fileEndpoints.photo, async (request, reply) => {
    const actor = requireUser(request.user);
    const teacherId = request.params.id;
    const teacher = await findUploadTeacher(app.db, actor, teacherId);
    const file = parseTeacherPhotoPath(teacherId, teacher.photo);
    const bytes = file ? await uploads.read(file.relativePath) : null;
    if (!file || !bytes) throw httpError(404, TEACHER_UPLOAD_MESSAGES.noPhoto);

    return sendVersionedImage(request, reply, { file, bytes, askedVersion: request.query.v, downloadName: `teacher-${teacherId}` });
  });

  routeEndpoint(app, fileEndpoints.removePhoto, async (request, reply) => {
    const actor = requireUser(request.user);
    const teacherId = request.params.id;
    let removedPath: string | null = null;
    const answer = await app.writeTransaction(request, reply, async (tx) => {
      const teacher = await findUploadTeacher(tx, actor, teacherId);
      removedPath = teacher.photo;
      if (removedPath !== null) {
        await setTeacherPhoto(tx, teacherId, null, new Date());
      }
      return { success: true as const, message: TEACHER_UPLOAD_MESSAGES.photoRemoved, data: { photoUrl: null } };
    });
    await removeReplacedPhoto(teacherId, removedPath, null);
    return answer;
  });

  /** After the commit: the old file goes (a failure here only leaves an unused file behind). */
  async function removeReplacedPhoto(teacherId: number, replacedPath: string | null, currentPath: string | null): Promise<void> {
    const replaced = parseTeacherPhotoPath(teacherId, replacedPath);
    if (replaced && replaced.relativePath !== currentPath) await removeUnusedUpload(uploads, replaced.relativePath, app.log);
  }
};
