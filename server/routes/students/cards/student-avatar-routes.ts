/**
 * A student's photo (spec part 2 §7.1): POST /students/{id}/avatar (multipart field `avatar`),
 * GET /students/{id}/avatar (the image), DELETE /students/{id}/avatar.
 *
 * Multipart parsing is registered in this plugin only, so no other route accepts multipart bodies.
 * Uploads are plain multipart, not the `{ encryptedData }` envelope (a file is not JSON); the
 * idempotency key still holds: the same X-Request-ID replayed gets the first answer back.
 * The file is written before the row changes and the replaced file removed after the commit, so a
 * failure leaves at worst an unused file, never a row that points at nothing.
 *
 * Access: GET student:read; POST and DELETE student:update; another school's student is a 404.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import * as studentCardEndpoints from '@/contract/endpoints/students/card';
import type { EndpointReturn } from '@/contract/endpoint';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { sendVersionedImage } from '../../../lib/uploads/send-versioned-image';
import { removeUnusedUpload } from '../../../lib/uploads/upload-store';
import { avatarRelativePath, parseAvatarPath, studentAvatarUrl } from '../student-avatar-path';
import { AVATAR_MULTIPART_LIMITS, readAvatarUpload } from './student-avatar-upload';
import { findCardStudent, setStudentAvatarPath } from './student-card-repository';

export const STUDENT_AVATAR_MESSAGES = {
  uploaded: 'Avatar uploaded successfully',
  removed: 'Avatar removed successfully',
  noAvatar: 'This student has no photo',
} as const;

export const studentAvatarRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: AVATAR_MULTIPART_LIMITS });
  const uploads = app.uploads;

  routeEndpoint(app, studentCardEndpoints.uploadAvatar, async (request, reply) => {
    const actor = requireUser(request.user);
    const studentId = request.params.id;
    // Refuse an unknown student before reading up to 5 MB for nothing.
    await findCardStudent(app.db, actor, studentId);
    const upload = await readAvatarUpload(request);
    const relativePath = avatarRelativePath(studentId, Date.now(), upload.kind);
    await uploads.write(relativePath, upload.bytes);

    let replacedPath: string | null = null;
    let answer: EndpointReturn<typeof studentCardEndpoints.uploadAvatar>;
    try {
      answer = await app.writeTransaction(request, reply, async (tx) => {
        const student = await findCardStudent(tx, actor, studentId);
        replacedPath = student.avatarPath;
        await setStudentAvatarPath(tx, student.userId, relativePath);
        return {
          success: true as const,
          message: STUDENT_AVATAR_MESSAGES.uploaded,
          data: { avatarPath: studentAvatarUrl(studentId, relativePath) },
        };
      });
    } catch (error) {
      await uploads.remove(relativePath);
      throw error;
    }
    await removeReplacedFile(studentId, replacedPath, relativePath);
    return answer;
  });

  routeEndpoint(app, studentCardEndpoints.avatar, async (request, reply) => {
    const actor = requireUser(request.user);
    const studentId = request.params.id;
    const student = await findCardStudent(app.db, actor, studentId);
    const file = parseAvatarPath(studentId, student.avatarPath);
    const bytes = file ? await uploads.read(file.relativePath) : null;
    if (!file || !bytes) throw httpError(404, STUDENT_AVATAR_MESSAGES.noAvatar);

    return sendVersionedImage(request, reply, { file, bytes, askedVersion: request.query.v, downloadName: `student-${studentId}` });
  });

  routeEndpoint(app, studentCardEndpoints.removeAvatar, async (request, reply) => {
    const actor = requireUser(request.user);
    const studentId = request.params.id;
    let removedPath: string | null = null;
    const answer = await app.writeTransaction(request, reply, async (tx) => {
      const student = await findCardStudent(tx, actor, studentId);
      removedPath = student.avatarPath;
      if (removedPath !== null) {
        await setStudentAvatarPath(tx, student.userId, null);
      }
      return { success: true as const, message: STUDENT_AVATAR_MESSAGES.removed, data: { avatarPath: null } };
    });
    await removeReplacedFile(studentId, removedPath, null);
    return answer;
  });

  /** After the commit: the old file goes (a failure here only leaves an unused file behind). */
  async function removeReplacedFile(studentId: number, replacedPath: string | null, currentPath: string | null): Promise<void> {
    const replaced = parseAvatarPath(studentId, replacedPath);
    if (replaced && replaced.relativePath !== currentPath) await removeUnusedUpload(uploads, replaced.relativePath, app.log);
  }
};
