/**
 * /timetables: the lessons of classes' weeks (timetable_entries). GET lists them (classId,
 * teacherId, weekday, schoolId) from the first day of the school's week (its week setting: the
 * school asked for, or the user's), then by time; GET/PUT/DELETE /timetables/{id};
 * POST adds a lesson. A lesson starts before it ends (400) and never overlaps another lesson of the
 * same class, or of the same teacher, on the same weekday (409 naming that lesson). The class,
 * subject and teacher are of the same school (400 naming the field otherwise).
 *
 * Access: the timetable is part of a class, so class:read, class:create, class:update and
 * class:delete (no timetable permission of its own).
 */
import * as classEndpoints from '@/contract/endpoints/classes';
import type { FastifyPluginAsync } from 'fastify';
import { TIMETABLE_MESSAGES } from '@/contract/classes';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { readSchoolGeneralSettings } from '../settings/public';
import {
  checkLessonParts,
  findLessonInScope,
  insertLesson,
  listLessons,
  readLesson,
  refuseOverlap,
  softDeleteLesson,
  updateLesson,
} from './timetable-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

async function lessonAnswer(tx: DbOrTx, id: number, message: string) {
  const lesson = await readLesson(tx, id);
  return { success: true as const, message, data: lesson };
}

export const timetableRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classEndpoints.listLessons, async (request) => {
    const user = requireUser(request.user);
    const { classId, teacherId, weekday, schoolId } = request.query;
    const { week } = await readSchoolGeneralSettings(app.db, schoolId ?? user.schoolId);
    const data = await listLessons(app.db, user, { classId, teacherId, weekday, schoolId }, week.firstDay);
    return { success: true as const, message: TIMETABLE_MESSAGES.listed, data, meta: { total: data.length } };
  });

  routeEndpoint(app, classEndpoints.getLesson, async (request) => {
    const row = await findLessonInScope(app.db, requireUser(request.user), request.params.id);
    return lessonAnswer(app.db, row.id, TIMETABLE_MESSAGES.fetched);
  });

  routeEndpoint(app, classEndpoints.createLesson, async (request, reply) => {
    const user = requireUser(request.user);
    const lesson = { ...request.body, teacherId: request.body.teacherId ?? null };
    return app.writeTransaction(request, reply, async (tx) => {
      const schoolId = await checkLessonParts(tx, user, lesson);
      await refuseOverlap(tx, lesson);
      const row = await insertLesson(tx, { ...lesson, schoolId });
      reply.code(201);
      return lessonAnswer(tx, row.id, TIMETABLE_MESSAGES.created);
    });
  });

  routeEndpoint(app, classEndpoints.updateLesson, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findLessonInScope(tx, user, request.params.id);
      const lesson = {
        classId: request.body.classId ?? before.classId,
        subjectId: request.body.subjectId ?? before.subjectId,
        teacherId: request.body.teacherId === undefined ? before.teacherId : request.body.teacherId,
        weekday: request.body.weekday ?? before.weekday,
        startTime: request.body.startTime ?? before.startTime.slice(0, 5),
        endTime: request.body.endTime ?? before.endTime.slice(0, 5),
        room: request.body.room === undefined ? before.room : request.body.room,
      };
      if (lesson.startTime >= lesson.endTime) throw httpError(400, TIMETABLE_MESSAGES.endAfterStart, { endTime: TIMETABLE_MESSAGES.endAfterStart });
      const schoolId = await checkLessonParts(tx, user, lesson);
      await refuseOverlap(tx, lesson, before.id);
      await updateLesson(tx, before.id, { ...lesson, schoolId });
      return lessonAnswer(tx, before.id, TIMETABLE_MESSAGES.updated);
    });
  });

  routeEndpoint(app, classEndpoints.removeLesson, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findLessonInScope(tx, user, request.params.id);
      await softDeleteLesson(tx, row.id);
      return { success: true as const, message: TIMETABLE_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
