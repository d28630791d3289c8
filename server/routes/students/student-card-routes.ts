/**
 * The student ID card (spec part 2 §7.1): GET /students/{id}/card answers the card as a JPEG
 * download (student-card-{id}.jpg); each one counts as a print (students.card_print_count and a
 * 'card_printed' event, in one transaction); GET /students/{id}/card/print-count reads the count.
 * The avatar routes live in their own plugin (student-avatar-routes.ts), registered here.
 *
 * Access: student:read. A deleted student or another school's answers 404.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/contract/api';
import { renderStudentCard } from '../../lib/images/student-card-image';
import { requireUser } from '../../lib/permission-checks';
import { readUploadFile } from '../../lib/uploads/upload-files';
import { studentAvatarRoutes } from './student-avatar-routes';
import { parseAvatarPath } from './student-avatar-path';
import { studentCardContent } from './student-card-content';
import { studentIdParamsSchema } from './student-card-params';
import { findCardStudent, recordCardPrint, studentNotFound } from './student-card-queries';
import { auditActorOf, setAuditActor } from '../../lib/audit-actor';

export const STUDENT_CARD_MESSAGES = {
  printCount: 'Print count retrieved successfully',
} as const;

/** The new print count rides along with the card, so the list can show it without another call. */
export const PRINT_COUNT_HEADER = 'X-Print-Count';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

const printCountAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ printCount: z.number().int() }),
});

export const studentCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { access: { permission: 'student:read' } } as const;

  app.get(
    '/students/:id/card',
    {
      config: read,
      schema: {
        tags: ['students'],
        summary: 'The student ID card as a JPEG download; counts one print',
        description: `1012×638 px (CR80 at 300 dpi): school, photo or initials, English and Dari names, admission number, class, roll number and a QR code holding SMIS:STUDENT:{schoolId}:{admissionNo}. The new print count is in the ${PRINT_COUNT_HEADER} header.`,
        params: studentIdParamsSchema,
        response: {
          200: { description: 'The card', content: { 'image/jpeg': { schema: z.any().describe('The JPEG bytes') } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const studentId = request.params.id;
      const student = await findCardStudent(app.db, actor, studentId);
      const avatar = parseAvatarPath(studentId, student.avatarPath);
      // A photo file that has gone missing leaves the initials, not a failed card.
      const photo = avatar ? await readUploadFile(app.config.dataDir, avatar.relativePath) : null;
      const jpeg = await renderStudentCard(studentCardContent(student, photo));

      // Counted only once the card exists. A GET carries no idempotency key, so this is a plain
      // transaction: the count and its event commit together.
      const printCount = await app.db.transaction(async (tx) => {
        await setAuditActor(tx, auditActorOf(request));
        return recordCardPrint(tx, student, actor.id);
      });
      if (printCount === null) throw studentNotFound();

      return reply
        .header('content-type', 'image/jpeg')
        .header('content-disposition', `attachment; filename="student-card-${studentId}.jpg"`)
        .header('cache-control', 'private, no-store')
        .header(PRINT_COUNT_HEADER, String(printCount))
        .send(jpeg);
    },
  );

  app.get(
    '/students/:id/card/print-count',
    {
      config: read,
      schema: {
        tags: ['students'],
        summary: 'How many times the student\'s ID card was generated',
        params: studentIdParamsSchema,
        response: { 200: printCountAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const student = await findCardStudent(app.db, actor, request.params.id);
      return { success: true as const, message: STUDENT_CARD_MESSAGES.printCount, data: { printCount: student.cardPrintCount } };
    },
  );

  await app.register(studentAvatarRoutes);
};
