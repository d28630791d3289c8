/**
 * POST /teachers/validate (spec §7.2): checks a teacher payload as POST /teachers would (or, with
 * `id`, as PUT /teachers/{id}), including a taken employee id or email, and writes nothing. The
 * answer is 200 with {valid, errors}; `errors` uses the field keys of a 400/409 answer.
 * GET /teachers/suggestions/code: the school's next free employee ids (the ids are a school
 * sequence, so `name` is accepted but does not change them).
 *
 * Access: validate needs teacher:create (teacher:update with an id); suggestions teacher:create.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import { TEACHER_MESSAGES, teacherUpdateSchema, teacherWriteSchema } from '@/contract/teachers';
import { httpError } from '../../lib/http-error';
import { requirePermission, requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { toErrorAnswer } from '../../plugins/error-handler';
import { duplicateTeacherErrors, findTeacherInScope, nextEmployeeIds, resolveTeacherSchoolId } from './teacher-repository';

const SUGGESTION_COUNT = 3;

export const teacherValidateRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, teacherEndpoints.validate, async (request) => {
    const user = requireUser(request.user);
    const { id: rawId, ...payload } = request.body;
    const editing = rawId !== undefined && rawId !== null && rawId !== '';
    requirePermission(user, editing ? 'teacher:update' : 'teacher:create');
    const existing = editing ? await findTeacherInScope(app.db, user, teacherEndpoints.teacherIdParamsSchema.parse({ id: rawId }).id) : null;
    if (editing && !existing) throw httpError(404, TEACHER_MESSAGES.notFound);

    const parsed = (existing ? teacherUpdateSchema : teacherWriteSchema).safeParse(payload);
    const fieldErrors: Record<string, string> = parsed.success ? {} : (toErrorAnswer(parsed.error).body.errors ?? {});
    const schoolId = existing?.schoolId ?? (await resolveTeacherSchoolId(app.db, user, parsed.success ? parsed.data.schoolId : undefined));
    // Duplicates are reported even when other fields are wrong.
    const identity = teacherUpdateSchema.pick({ employeeId: true, email: true }).safeParse(payload);
    const candidate = identity.success ? identity.data : {};
    const duplicates = await duplicateTeacherErrors(app.db, schoolId, candidate, existing?.id);
    const all = { ...duplicates, ...fieldErrors };
    const valid = Object.keys(all).length === 0;
    return {
      success: true as const,
      message: valid ? TEACHER_MESSAGES.valid : TEACHER_MESSAGES.invalid,
      data: { valid, errors: all },
    };
  });

  routeEndpoint(app, teacherEndpoints.suggestCodes, async (request) => {
    const user = requireUser(request.user);
    const schoolId = await resolveTeacherSchoolId(app.db, user, request.query.schoolId);
    return { success: true as const, data: { suggestions: await nextEmployeeIds(app.db, schoolId, SUGGESTION_COUNT) } };
  });
};
