/**
 * The OpenAPI document, generated from the routes' zod schemas, at GET /api/openapi.json, and a
 * browsable reference at /api/docs (swagger-ui's own static files, which fit the app's CSP:
 * its scripts and stylesheets are same-origin files and its images data: URLs).
 *
 * The document is complete without each route having to remember it (`npm run lint:openapi`
 * checks it with Redocly's recommended rules; see redocly.yaml):
 * - every operation has an operationId: a route may set `schema.operationId`; any other gets
 *   one derived from its method and path (`GET /api/students/{id}/fees` → `getStudentsByIdFees`);
 * - every POST, PUT and PATCH has a request body: a write route that declares no body and is no
 *   upload gets `emptyBody` (an optional empty object; the server refuses stray fields), and an
 *   upload declares its form with `multipartForm(...)` (documentation only: the route reads its
 *   parts itself);
 * - every operation lists the 429 of the global rate limit.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_VERSION, errorResponseSchema } from '@/contract/api';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const MULTIPART = 'multipart/form-data';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Marks, between the route transform and the document transform, a body that may be left out. */
const OPTIONAL_BODY_MARK = 'x-smis-optional-body';

/** The body of a write that takes its input from the path alone: nothing (Fastify's null), or `{}`. */
export const emptyBody = z.preprocess(
  (body) => body ?? undefined,
  z.strictObject({}).optional().describe('No body is needed: send none (or an empty object). Unknown fields are refused.'),
);

/**
 * Documents an upload's multipart form (the route reads the parts itself, so nothing validates
 * against this): `schema: { ...multipartForm(z.object({ file: z.file().describe('…'), title: … })) }`.
 * File fields are `z.file()`, which the document shows as `type: string, format: binary`.
 */
export function multipartForm(form: z.ZodObject) {
  return { consumes: [MULTIPART], multipartForm: form };
}

declare module 'fastify' {
  interface FastifySchema {
    /** The documented form of a multipart upload; see multipartForm(). */
    multipartForm?: z.ZodObject;
  }
}

const zodTransform = createJsonSchemaTransform({
  skipList: [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/static/*`, OPENAPI_PATH],
});

type TransformInput = Parameters<typeof zodTransform>[0];
type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];
type JsonObject = Record<string, unknown>;
type Operation = JsonObject & { operationId?: string; requestBody?: { required?: boolean }; responses?: JsonObject };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const methodsOf = (route: Pick<RouteOptions, 'method'>) => (Array.isArray(route.method) ? route.method : [route.method]).map(String);
const isMultipart = (schema: { consumes?: readonly string[] } | undefined) => schema?.consumes?.includes(MULTIPART) ?? false;

/** A write route with no declared body (and no upload) gets `emptyBody`, so it has one in the document and on the wire. */
export function addEmptyBody(route: RouteOptions): void {
  if (!methodsOf(route).some((method) => WRITE_METHODS.has(method.toUpperCase()))) return;
  const schema = route.schema as ({ body?: unknown; consumes?: string[]; hide?: boolean } | undefined);
  if (schema?.body !== undefined || schema?.hide || isMultipart(schema)) return;
  route.schema = { ...schema, body: emptyBody };
}

function transformRoute(input: TransformInput) {
  const { multipartForm: form, ...schema } = (input.schema ?? {}) as JsonObject & { multipartForm?: z.ZodObject; body?: unknown };
  const result = zodTransform({ ...input, schema: input.schema ? schema : input.schema });
  if (!result.schema || (result.schema as { hide?: boolean }).hide) return result;
  const documented: JsonObject = { ...result.schema };
  if (form) documented.body = (zodTransform({ ...input, schema: { body: form } }).schema as { body: unknown }).body;
  // Fastify's swagger marks every body required; one that may be left out is marked here and
  // set right in transformDocument.
  if (schema.body instanceof z.ZodType && schema.body.safeParse(undefined).success) documented[OPTIONAL_BODY_MARK] = true;
  // Routes that need no token say so in the document, so "Try it out" sends none.
  const access = (input as { route?: { config?: { access?: unknown } } }).route?.config?.access;
  if (access === 'public') documented.security = [];
  return { ...result, schema: documented };
}

/** `GET /api/students/{id}/fees-history` → `getStudentsByIdFeesHistory`. */
export function deriveOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1].split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operationsOf(document: JsonObject): Array<{ path: string; method: string; operation: Operation }> {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item)
      ? HTTP_METHODS.filter((method) => isObject(item[method])).map((method) => ({ path, method, operation: item[method] as Operation }))
      : [],
  );
}

/**
 * `z.record(z.enum([...]), value)` comes out as `required` keys with no `properties` (only
 * `additionalProperties`); naming each required key as a property says the same, in the form
 * OpenAPI tools read.
 */
function nameRequiredRecordKeys(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nameRequiredRecordKeys);
    return;
  }
  if (!isObject(node)) return;
  if (Array.isArray(node.required) && isObject(node.additionalProperties)) {
    const properties: JsonObject = isObject(node.properties) ? node.properties : {};
    for (const key of node.required) if (typeof key === 'string' && !(key in properties)) properties[key] = node.additionalProperties;
    node.properties = properties;
  }
  for (const value of Object.values(node)) nameRequiredRecordKeys(value);
}

const RATE_LIMITED = 'TooManyRequests';

function transformDocument(input: TransformObjectInput) {
  const document = jsonSchemaTransformObject(input) as JsonObject;
  const used = new Set<string>();
  const operations = operationsOf(document);
  for (const { operation } of operations) if (operation.operationId) used.add(operation.operationId);
  for (const { path, method, operation } of operations) {
    if (!operation.operationId) {
      let id = deriveOperationId(method, path);
      // Two paths that differ only in punctuation: keep the later one unique, still from its path.
      if (used.has(id)) id = `${method}_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
      operation.operationId = id;
      used.add(id);
    }
    if (operation[OPTIONAL_BODY_MARK]) {
      if (operation.requestBody) operation.requestBody.required = false;
      delete operation[OPTIONAL_BODY_MARK];
    }
    // The global rate limit (plugins/security.ts) answers every /api route.
    if (operation.responses && !operation.responses['429']) operation.responses['429'] = { $ref: `#/components/responses/${RATE_LIMITED}` };
  }
  nameRequiredRecordKeys(document.paths);
  nameRequiredRecordKeys((document.components as JsonObject | undefined)?.schemas);
  return document as ReturnType<typeof jsonSchemaTransformObject>;
}

/** The error answer's JSON schema (zod's output type is wider than the OpenAPI types accept). */
const { $schema: _schemaDialect, ...errorJson } = z.toJSONSchema(errorResponseSchema, { target: 'draft-2020-12', io: 'output' });
const errorJsonSchema = errorJson as unknown as { type: 'object' };

export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'School MIS API',
          description:
            'API of the School MIS front desk, staff and parent portal. Answers are `{ success, data, message, meta }`; ' +
            'errors are `{ success: false, message, errors? }`. POST, PUT and PATCH bodies may be sent as ' +
            '`{ encryptedData }` (see the README) or as plain JSON.',
          version: CLIENT_VERSION,
        },
        // Relative: the document describes the server that serves it (paths carry the /api base).
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          responses: {
            [RATE_LIMITED]: {
              description: 'Rate limited: too many requests from this address; try again after Retry-After seconds',
              headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
              content: { 'application/json': { schema: errorJsonSchema } },
            },
          },
        },
        security: [{ bearerAuth: [] }],
      },
      transform: transformRoute,
      transformObject: transformDocument,
    });
    app.addHook('onRoute', addEmptyBody);

    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The validator badge would load an image from validator.swagger.io, which the CSP refuses.
      uiConfig: { deepLinking: true, validatorUrl: null } as Record<string, unknown>,
      // A few of swagger-ui's widgets set inline styles and load inline SVG; the app's CSP
      // already allows both, so no relaxation is needed here.
    });

    app.get(OPENAPI_PATH, { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
