/**
 * One error path for the whole server: every failure answers `{ success: false, message, errors? }`
 * (ARCHITECTURE "API conventions"). Client mistakes keep their message; a value the database
 * refuses (a number out of range, a NUL character) is one too, as a backstop behind validation;
 * server faults reach the client as "Internal server error", never a stack.
 *
 * Log lines name the error (class and code), the route, method, status and request id, never
 * a message, a parameter or a body: those carry passwords' hashes, names and search terms.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodError } from 'zod/v4/core';
import type { ErrorResponse } from '@/contract/api';
import { sqlState } from '../lib/db-errors';
import { errorLogFields } from '../lib/error-log-fields';
import { HttpError } from '../lib/http-error';

export const ERROR_MESSAGES = {
  validation: 'Validation failed',
  bodyTooLarge: 'Request body is too large (10 MB at most)',
  invalidJson: 'Request body is not valid JSON',
  routeNotFound: 'Route not found',
  internal: 'Internal server error',
  numberOutOfRange: 'A number is too large or too small to be stored',
  invalidValue: 'A value is not in a form that can be stored',
  invalidCharacter: 'A text contains a character that cannot be stored (NUL)',
  textTooLong: 'A text is longer than can be stored',
} as const;

/**
 * SQLSTATEs of a value the database refuses: the client sent it (validation let it through),
 * the statement failed and its transaction rolled back, so nothing was written.
 */
const REFUSED_VALUE_MESSAGES: Record<string, string> = {
  '22001': ERROR_MESSAGES.textTooLong, // string_data_right_truncation
  '22003': ERROR_MESSAGES.numberOutOfRange, // numeric_value_out_of_range
  '22007': ERROR_MESSAGES.invalidValue, // invalid_datetime_format
  '22008': ERROR_MESSAGES.invalidValue, // datetime_field_overflow
  '22P02': ERROR_MESSAGES.invalidValue, // invalid_text_representation
  '22021': ERROR_MESSAGES.invalidCharacter, // character_not_in_repertoire (NUL in text)
  '22P05': ERROR_MESSAGES.invalidCharacter, // untranslatable_character (\u0000 in jsonb)
};

type Issue = { path: string; message: string };

/** `address.city`-style keys; a problem with the whole body/query is filed under its part. */
function issuesToErrors(issues: Issue[], fallbackKey: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path || fallbackKey;
    // The first problem per field is the one a person fixes first.
    errors[key] ??= issue.message;
  }
  return errors;
}

function isSerializationError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as FastifyError).code === 'FST_ERR_RESPONSE_SERIALIZATION' &&
    isResponseSerializationError(error)
  );
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export function toErrorAnswer(error: unknown): { status: number; body: ErrorResponse } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((item) => ({
      path: item.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: item.message ?? 'Invalid value',
    }));
    const part = (error as { validationContext?: string }).validationContext ?? 'body';
    return { status: 400, body: { success: false, message: ERROR_MESSAGES.validation, errors: issuesToErrors(issues, part) } };
  }
  if (error instanceof $ZodError) {
    // A route that parses by hand (e.g. a decrypted payload) gets the same answer.
    const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    return { status: 400, body: { success: false, message: ERROR_MESSAGES.validation, errors: issuesToErrors(issues, 'body') } };
  }
  if (error instanceof HttpError) {
    // The details go first: they never replace the common fields.
    const body: ErrorResponse = { ...error.details, success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    return { status: error.statusCode, body };
  }
  const refusedValue = REFUSED_VALUE_MESSAGES[sqlState(error) ?? ''];
  if (refusedValue) return { status: 400, body: { success: false, message: refusedValue } };
  const code = (error as FastifyError)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, body: { success: false, message: ERROR_MESSAGES.bodyTooLarge } };
  }
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, body: { success: false, message: ERROR_MESSAGES.invalidJson } };
  }
  // A response that does not match its own schema is our bug, not the client's.
  const status = isSerializationError(error) ? 500 : statusOf(error);
  if (status >= 500) return { status, body: { success: false, message: ERROR_MESSAGES.internal } };
  const message = error instanceof Error && error.message ? error.message : 'Request failed';
  return { status, body: { success: false, message } };
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toErrorAnswer(error);
      // The route's pattern, never the url: its query string may hold a search term.
      const context = { method: request.method, route: request.routeOptions?.url, statusCode: status };
      if (status >= 500) {
        request.log.error({ ...context, error: errorLogFields(error) }, 'request failed');
      } else {
        // A 4xx message may quote input (a student's name), so only the error's code is logged.
        const code = errorLogFields(error).code ?? sqlState(error);
        request.log.info({ ...context, ...(code ? { code } : {}) }, 'request refused');
      }
      // Headers a rate limiter or auth step set (Retry-After, WWW-Authenticate) stay on the reply.
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });

    app.setNotFoundHandler((_request, reply) => {
      const body: ErrorResponse = { success: false, message: ERROR_MESSAGES.routeNotFound };
      return reply.code(404).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
