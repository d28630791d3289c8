/**
 * /announcements: GET list (paged, newest publication first; audience, classId, active, search),
 * GET /{id}, POST, PUT /{id}, DELETE /{id} (soft). The parent portal shows the same rows
 * (parent-child-announcements.ts): ALL and PARENTS notices, school-wide or for the child's class,
 * from publishedAt (default now; a future time schedules it) until expiresAt (null: until deleted).
 *
 * Access: class:read reads (the list holds scheduled and expired notices for every audience, so it
 * is for the school's staff; parents and students, who hold messaging:read, read theirs in their
 * portals). messaging:create posts and lets the author edit or delete their own; editing anyone's
 * needs messaging:update, deleting anyone's messaging:delete. Without the administrator permission
 * (CLASS_LIFE_ADMIN_PERMISSION) a writer posts only for classes they teach, never school-wide.
 */
import * as classLifeEndpoints from '@/contract/endpoints/class-life';
import type { FastifyPluginAsync } from 'fastify';
import { ANNOUNCEMENT_MESSAGES } from '@/contract/class-life';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import {
  checkAnnouncementClass,
  checkAnnouncementTarget,
  checkAuthorOr,
  findAnnouncementInScope,
  insertAnnouncement,
  listAnnouncementPage,
  readAnnouncementDto,
  softDeleteAnnouncement,
  toAnnouncementDto,
  updateAnnouncement,
} from './announcement-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

function expiresAfterPublished(publishedAt: Date, expiresAt: Date | null): void {
  if (expiresAt !== null && expiresAt <= publishedAt) {
    throw httpError(400, ANNOUNCEMENT_MESSAGES.expiresAfterPublished, { expiresAt: ANNOUNCEMENT_MESSAGES.expiresAfterPublished });
  }
}

export const announcementRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classLifeEndpoints.listAnnouncements, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, audience, classId, active, search } = request.query;
    const now = new Date();
    const { rows, totalCount } = await listAnnouncementPage(app.db, user, { page, limit, audience, classId, active, search }, now);
    return {
      success: true as const,
      message: ANNOUNCEMENT_MESSAGES.listed,
      data: rows.map((row) => toAnnouncementDto(row, now)),
      meta: { pagination: paginationMeta(page, limit, totalCount) },
    };
  });

  routeEndpoint(app, classLifeEndpoints.getAnnouncement, async (request) => {
    const row = await findAnnouncementInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: ANNOUNCEMENT_MESSAGES.fetched, data: await readAnnouncementDto(app.db, row.id) };
  });

  routeEndpoint(app, classLifeEndpoints.createAnnouncement, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    const now = new Date();
    const publishedAt = body.publishedAt === undefined ? now : new Date(body.publishedAt);
    const expiresAt = body.expiresAt === undefined || body.expiresAt === null ? null : new Date(body.expiresAt);
    expiresAfterPublished(publishedAt, expiresAt);
    if (expiresAt !== null && expiresAt <= now) throw httpError(400, ANNOUNCEMENT_MESSAGES.expiresInPast, { expiresAt: ANNOUNCEMENT_MESSAGES.expiresInPast });
    const classId = body.classId ?? null;
    return app.writeTransaction(request, reply, async (tx) => {
      await checkAnnouncementClass(tx, user.schoolId, classId);
      await checkAnnouncementTarget(tx, user, classId);
      const row = await insertAnnouncement(tx, { schoolId: user.schoolId, classId, audience: body.audience, title: body.title, body: body.body, publishedAt, expiresAt, createdBy: user.id });
      reply.code(201);
      return { success: true as const, message: ANNOUNCEMENT_MESSAGES.created, data: await readAnnouncementDto(tx, row.id) };
    });
  });

  routeEndpoint(app, classLifeEndpoints.updateAnnouncement, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findAnnouncementInScope(tx, user, request.params.id);
      checkAuthorOr(user, before, 'messaging:update');
      await checkAnnouncementTarget(tx, user, before.classId);
      const classId = body.classId === undefined ? before.classId : body.classId;
      if (classId !== before.classId) {
        await checkAnnouncementClass(tx, before.schoolId, classId);
        await checkAnnouncementTarget(tx, user, classId);
      }
      const publishedAt = body.publishedAt === undefined ? before.publishedAt : new Date(body.publishedAt);
      const expiresAt = body.expiresAt === undefined ? before.expiresAt : body.expiresAt === null ? null : new Date(body.expiresAt);
      expiresAfterPublished(publishedAt, expiresAt);
      await updateAnnouncement(tx, before.id, {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.body === undefined ? {} : { body: body.body }),
        ...(body.audience === undefined ? {} : { audience: body.audience }),
        classId,
        publishedAt,
        expiresAt,
      });
      return { success: true as const, message: ANNOUNCEMENT_MESSAGES.updated, data: await readAnnouncementDto(tx, before.id) };
    });
  });

  routeEndpoint(app, classLifeEndpoints.removeAnnouncement, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findAnnouncementInScope(tx, user, request.params.id);
      checkAuthorOr(user, row, 'messaging:delete');
      await checkAnnouncementTarget(tx, user, row.classId);
      await softDeleteAnnouncement(tx, row.id, new Date());
      return { success: true as const, message: ANNOUNCEMENT_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
