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
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/contract/api';
import { users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { multipartForm } from '../../plugins/openapi';
import { sendVersionedImage, versionedImageAnswers } from '../../lib/uploads/send-versioned-image';
import { readUploadFile, removeUnusedUploadFile, removeUploadFile, writeUploadFile } from '../../lib/uploads/upload-files';
import { avatarRelativePath, parseAvatarPath, studentAvatarUrl } from './student-avatar-path';
import { AVATAR_FIELD, AVATAR_MULTIPART_LIMITS, readAvatarUpload } from './student-avatar-upload';
import { studentIdParamsSchema } from './student-card-params';
import { findCardStudent } from './student-card-queries';

export const STUDENT_AVATAR_MESSAGES = {
  uploaded: 'Avatar uploaded successfully',
  removed: 'Avatar removed successfully',
  noAvatar: 'This student has no photo',
} as const;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

const avatarAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    avatarPath: z.string().nullable().describe('URL of the photo (`/api/students/{id}/avatar?v=…`), or null once removed'),
  }),
});

export const studentAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: AVATAR_MULTIPART_LIMITS });
  const dataDir = app.config.dataDir;

  app.post(
    '/students/:id/avatar',
    {
      config: { access: { permission: 'student:update' } },
      schema: {
        tags: ['students'],
        summary: 'Upload the student\'s photo',
        description: `multipart/form-data with one file in the field \`${AVATAR_FIELD}\`: a JPEG, PNG, WebP or GIF image (judged by its bytes) of at most 5 MB. Replaces any earlier photo.`,
        ...multipartForm(z.object({ [AVATAR_FIELD]: z.file().describe('The photo: JPEG, PNG, WebP or GIF, at most 5 MB') })),
        params: studentIdParamsSchema,
        response: { 200: avatarAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const studentId = request.params.id;
      // Refuse an unknown student before reading up to 5 MB for nothing.
      await findCardStudent(app.db, actor, studentId);
      const upload = await readAvatarUpload(request);
      const relativePath = avatarRelativePath(studentId, Date.now(), upload.kind);
      await writeUploadFile(dataDir, relativePath, upload.bytes);

      let replacedPath: string | null = null;
      let answer: z.infer<typeof avatarAnswer>;
      try {
        answer = await app.writeTransaction(request, reply, async (tx) => {
          const student = await findCardStudent(tx, actor, studentId);
          replacedPath = student.avatarPath;
          await tx.update(users).set({ avatarPath: relativePath, updatedAt: new Date() }).where(eq(users.id, student.userId));
          return {
            success: true as const,
            message: STUDENT_AVATAR_MESSAGES.uploaded,
            data: { avatarPath: studentAvatarUrl(studentId, relativePath) },
          };
        });
      } catch (error) {
        await removeUploadFile(dataDir, relativePath);
        throw error;
      }
      await removeReplacedFile(studentId, replacedPath, relativePath);
      return answer;
    },
  );

  app.get(
    '/students/:id/avatar',
    {
      config: { access: { permission: 'student:read' } },
      schema: {
        tags: ['students'],
        summary: 'The student\'s photo, with its own image Content-Type',
        params: studentIdParamsSchema,
        querystring: z.object({ v: z.string().optional().describe('The version from the avatar URL') }),
        response: { ...versionedImageAnswers, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const studentId = request.params.id;
      const student = await findCardStudent(app.db, actor, studentId);
      const file = parseAvatarPath(studentId, student.avatarPath);
      const bytes = file ? await readUploadFile(dataDir, file.relativePath) : null;
      if (!file || !bytes) throw httpError(404, STUDENT_AVATAR_MESSAGES.noAvatar);

      return sendVersionedImage(request, reply, { file, bytes, askedVersion: request.query.v, downloadName: `student-${studentId}` });
    },
  );

  app.delete(
    '/students/:id/avatar',
    {
      config: { access: { permission: 'student:update' } },
      schema: {
        tags: ['students'],
        summary: 'Remove the student\'s photo (a student without one answers the same)',
        params: studentIdParamsSchema,
        response: { 200: avatarAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const studentId = request.params.id;
      let removedPath: string | null = null;
      const answer = await app.writeTransaction(request, reply, async (tx) => {
        const student = await findCardStudent(tx, actor, studentId);
        removedPath = student.avatarPath;
        if (removedPath !== null) {
          await tx.update(users).set({ avatarPath: null, updatedAt: new Date() }).where(eq(users.id, student.userId));
        }
        return { success: true as const, message: STUDENT_AVATAR_MESSAGES.removed, data: { avatarPath: null } };
      });
      await removeReplacedFile(studentId, removedPath, null);
      return answer;
    },
  );

  /** After the commit: the old file goes (a failure here only leaves an unused file behind). */
  async function removeReplacedFile(studentId: number, replacedPath: string | null, currentPath: string | null): Promise<void> {
    const replaced = parseAvatarPath(studentId, replacedPath);
    if (replaced && replaced.relativePath !== currentPath) await removeUnusedUploadFile(dataDir, replaced.relativePath, app.log);
  }
};
