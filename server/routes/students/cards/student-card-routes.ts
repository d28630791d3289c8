/**
 * The student ID card (spec part 2 §7.1): GET /students/{id}/card answers the card as a JPEG
 * download (student-card-{id}.jpg); each one counts as a print (students.card_print_count and a
 * 'card_printed' event, in one transaction); GET /students/{id}/card/print-count reads the count.
 * The avatar routes live in their own plugin (student-avatar-routes.ts), registered here.
 *
 * Access: student:read. A deleted student or another school's answers 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as studentCardEndpoints from '@/contract/endpoints/students/card';
import { PRINT_COUNT_HEADER } from '@/contract/endpoints/students/card';
import { renderStudentCard } from '../../../lib/images/student-card-image';
import { requireUser } from '../../../lib/permission-checks';
import { studentAvatarRoutes } from './student-avatar-routes';
import { parseAvatarPath } from '../student-avatar-path';
import { studentCardContent } from './student-card-content';
import { findCardStudent, recordCardPrint, studentNotFound } from './student-card-repository';
import { auditActorOf, setAuditActor } from '../../../lib/audit-actor';
import { routeEndpoint } from '../../../lib/route-endpoint';

export const STUDENT_CARD_MESSAGES = {
  printCount: 'Print count retrieved successfully',
} as const;

export const studentCardRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, studentCardEndpoints.card, async (request, reply) => {
    const actor = requireUser(request.user);
    const studentId = request.params.id;
    const student = await findCardStudent(app.db, actor, studentId);
    const avatar = parseAvatarPath(studentId, student.avatarPath);
    // A photo file that has gone missing leaves the initials, not a failed card.
    const photo = avatar ? await app.uploads.read(avatar.relativePath) : null;
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
  });

  routeEndpoint(app, studentCardEndpoints.printCount, async (request) => {
    const actor = requireUser(request.user);
    const student = await findCardStudent(app.db, actor, request.params.id);
    return { success: true as const, message: STUDENT_CARD_MESSAGES.printCount, data: { printCount: student.cardPrintCount } };
  });

  await app.register(studentAvatarRoutes);
};
