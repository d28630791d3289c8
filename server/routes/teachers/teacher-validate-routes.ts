/**
 * POST /teachers/validate (spec §7.2): checks a teacher payload as POST /teachers would (or, with
 * `id`, as PUT /teachers/{id}), including a taken employee id or email, and writes nothing. The
 * answer is 200 with {valid, errors}; `errors` uses the field keys of a 400/409 answer.
 * GET /teachers/suggestions/code: the school's next free employee ids (the ids are a school
 * sequence, so `name` is accepted but does not change them).
 *
 * Access: validate needs teacher:create (teacher:update with an id); suggestions teacher:create.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEACHER_MESSAGES,
  teacherCodeSuggestionQuerySchema,
  teacherCodeSuggestionsSchema,
  teacherUpdateSchema,
  teacherValidateRequestSchema,
  teacherValidationSchema,
  teacherWriteSchema,
} from '@/contract/teachers';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requirePermission, requireUser } from '../../lib/permission-checks';
import { toErrorAnswer } from '../../plugins/error-handler';
import { tags, teacherIdParamsSchema } from './teacher-route-schemas';
import { duplicateTeacherErrors, findTeacherInScope, nextEmployeeIds, resolveTeacherSchoolId } from './teacher-writer';

const SUGGESTION_COUNT = 3;

export const teacherValidateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/teachers/validate',
    {
      config: { access: { permission: 'teacher:read' } },
      schema: {
        tags,
        summary: 'Validate a teacher payload without writing (with id: as an edit of that teacher); answers field errors',
        body: teacherValidateRequestSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: teacherValidationSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { id: rawId, ...payload } = request.body;
      const editing = rawId !== undefined && rawId !== null && rawId !== '';
      requirePermission(user, editing ? 'teacher:update' : 'teacher:create');
      const existing = editing ? await findTeacherInScope(app.db, user, teacherIdParamsSchema.parse({ id: rawId }).id) : null;
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
    },
  );

  app.get(
    '/teachers/suggestions/code',
    {
      config: { access: { permission: 'teacher:create' } },
      schema: {
        tags,
        summary: 'The next free employee ids of a school (by default the own): TCH-009, TCH-010, ...',
        querystring: teacherCodeSuggestionQuerySchema.extend({ _t: z.unknown().optional() }),
        response: { 200: z.object({ success: z.literal(true), data: teacherCodeSuggestionsSchema }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const schoolId = await resolveTeacherSchoolId(app.db, user, request.query.schoolId);
      return { success: true as const, data: { suggestions: await nextEmployeeIds(app.db, schoolId, SUGGESTION_COUNT) } };
    },
  );
};
