/**
 * One class: GET /classes/{id} (with its class teacher, student count and the subjects taught in
 * it and by whom), POST /classes, PUT /classes/{id}, DELETE /classes/{id}. The code is unique among
 * a school's live classes (409 naming it); the class teacher must be a teacher of the class's
 * school (400); the capacity never drops below the students already in the class (409). Deleting
 * is soft, takes the class's timetable lessons with it, and is refused (409, naming how many) while
 * students that are not deleted are in the class: their records would lose their class.
 *
 * Access: class:read, class:create, class:update, class:delete. A new class belongs to the
 * creator's school.
 */
import * as classEndpoints from '@/contract/endpoints/classes';
import type { FastifyPluginAsync } from 'fastify';
import { CLASS_MESSAGES, capacityBelowStudents, classCodeTaken, classHasStudents } from '@/contract/classes';
import { isUniqueViolation } from '../../lib/db-errors';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import {
  checkClassCodeFree,
  checkClassTeacher,
  findClassInScope,
  insertClass,
  liveStudentCounts,
  lockClass,
  softDeleteClassWithLessons,
  toClassDtos,
  updateClass,
} from './class-repository';
import { classSubjects } from './class-subjects';
import { routeEndpoint } from '../../lib/route-endpoint';

/** A concurrent write may still take the code between the check and the write: same answer. */
async function writingCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== undefined && isUniqueViolation(error)) throw httpError(409, classCodeTaken(code), { code: classCodeTaken(code) });
    throw error;
  }
}

export const classRecordRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classEndpoints.get, async (request) => {
    const row = await findClassInScope(app.db, requireUser(request.user), request.params.id);
    const [dto] = await toClassDtos(app.db, [row]);
    return { success: true as const, message: CLASS_MESSAGES.fetched, data: { ...dto, subjects: await classSubjects(app.db, row.id) } };
  });

  routeEndpoint(app, classEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      await checkClassCodeFree(tx, user.schoolId, body.code);
      await checkClassTeacher(tx, user.schoolId, body.classTeacherId);
      const row = await writingCode(body.code, () => insertClass(tx, { ...body, schoolId: user.schoolId }));
      reply.code(201);
      return { success: true as const, message: CLASS_MESSAGES.created, data: (await toClassDtos(tx, [row]))[0] };
    });
  });

  routeEndpoint(app, classEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    const body = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findClassInScope(tx, user, request.params.id);
      if (body.code !== undefined && body.code !== before.code) await checkClassCodeFree(tx, before.schoolId, body.code, before.id);
      await checkClassTeacher(tx, before.schoolId, body.classTeacherId);
      if (body.capacity !== undefined && body.capacity !== null) {
        const studentCount = (await liveStudentCounts(tx, [before.id])).get(before.id) ?? 0;
        if (studentCount > body.capacity) throw httpError(409, capacityBelowStudents(studentCount), { capacity: capacityBelowStudents(studentCount) });
      }
      const row = await writingCode(body.code, () => updateClass(tx, before.id, body));
      return { success: true as const, message: CLASS_MESSAGES.updated, data: (await toClassDtos(tx, [row]))[0] };
    });
  });

  routeEndpoint(app, classEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await findClassInScope(tx, user, request.params.id);
      // Lock the class so no student is put into it between the count and the delete.
      await lockClass(tx, row.id);
      const studentCount = (await liveStudentCounts(tx, [row.id])).get(row.id) ?? 0;
      if (studentCount > 0) throw httpError(409, classHasStudents(studentCount));
      await softDeleteClassWithLessons(tx, row.id, new Date());
      return { success: true as const, message: CLASS_MESSAGES.deleted, data: { id: row.id } };
    });
  });
};
