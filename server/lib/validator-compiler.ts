/**
 * The validator compiler of every route: the shared input guard (server/lib/input-guard.ts)
 * first, then the route's own zod schema. A refusal by the guard comes out exactly like a schema
 * failure, so the error handler answers both alike: 400 with `errors: { field: message }`.
 */
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NUL_CHARACTER_MESSAGE, nulCharacterPaths } from './input-guard';

const storableInput = z.unknown().superRefine((input, context) => {
  for (const path of nulCharacterPaths(input)) context.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
});

// A pipe stops at the guard's issues, so the route's schema only ever sees storable input.
export const validatorCompiler: typeof zodValidatorCompiler = (route) => zodValidatorCompiler({ ...route, schema: storableInput.pipe(route.schema) });
