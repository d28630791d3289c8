import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBareApp } from '../test-support/bare-app';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { deriveOperationId, multipartForm, openApiPlugin } from './openapi';

type Schema = { type?: string | string[]; format?: string; enum?: unknown[]; anyOf?: Schema[]; properties?: Record<string, Schema>; [key: string]: unknown };
type Operation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; schema: Schema }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type Document = { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };

const WRITES = new Set(['post', 'put', 'patch']);

function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation, name: `${method.toUpperCase()} ${path}` })),
  );
}

/** Every [property name, schema] under a JSON schema (through properties, items, anyOf ...). */
function properties(schema: unknown, found: Array<[string, Schema]> = []): Array<[string, Schema]> {
  if (Array.isArray(schema)) schema.forEach((entry) => properties(entry, found));
  else if (schema && typeof schema === 'object') {
    const node = schema as Schema;
    for (const [name, child] of Object.entries(node.properties ?? {})) found.push([name, child]);
    for (const child of Object.values(node)) properties(child, found);
  }
  return found;
}

/** Text that holds a date must say so: a `format` on every plain string branch (enumerations aside). */
function plainStringBranches(schema: Schema): Schema[] {
  return (schema.anyOf ?? [schema]).filter((branch) => branch.type === 'string' && !branch.enum);
}
const DATE_NAME = /^(date|from|to|day)$|Date$|At$/;
// In answers `day` is a weekday's name (Mon, Tue, …), not a date.
const ANSWER_DATE_NAME = /^(date|from|to)$|Date$|At$/;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: 'none' });
});

afterAll(() => testApp?.close());

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document generated from the route schemas, without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('School MIS API');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });

    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.message).toBeDefined();
    // Public routes need no token, so the document does not ask for one.
    expect(health.security).toEqual([]);
    const login = document.paths['/api/users/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    // The docs' own and the static files' routes are not part of the API.
    expect(Object.keys(document.paths).every((p: string) => p.startsWith('/api/') && !p.startsWith('/api/docs'))).toBe(true);
  });

  it('is a complete document: a server, a unique operationId on every operation, a body on every write, every date with a format', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    expect(document.servers?.length).toBeGreaterThan(0);

    const all = operations(document);
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter(({ operation }) => !operation.operationId).map(({ name }) => name)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/students/{id}'].get.operationId).toBe('getStudentsById');

    const writes = all.filter(({ method }) => WRITES.has(method));
    const withoutBody = writes.filter(({ operation }) => !Object.values(operation.requestBody?.content ?? {}).some((media) => media.schema));
    expect(withoutBody.map(({ name }) => name)).toEqual([]);
    // A write that takes nothing but its path says so (an optional empty object).
    const restore = document.paths['/api/students/{id}/restore'].patch.requestBody;
    expect(restore?.required).toBe(false);
    expect(restore?.content['application/json'].schema).toMatchObject({ type: 'object', additionalProperties: false });

    // Uploads are multipart forms with their file fields as binary strings.
    const uploads = writes.filter(({ operation }) => operation.requestBody?.content['multipart/form-data']);
    expect(uploads.map(({ name }) => name)).toEqual(expect.arrayContaining(['POST /api/students/{id}/avatar', 'POST /api/teachers/import', 'POST /api/messages/files/upload']));
    for (const { name, operation } of uploads) {
      const form = operation.requestBody!.content['multipart/form-data'].schema;
      const binary = [...Object.values(form.properties ?? {}), form.additionalProperties as Schema].some((field) => field?.format === 'binary');
      expect(binary, `${name} has a binary file field`).toBe(true);
    }

    // Dates carry format date / date-time: sent to the API (bodies, queries and paths) and answered.
    const undated: string[] = [];
    for (const { name, operation } of all) {
      const inputs: Array<[string, Schema]> = [
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) => properties(media.schema)),
        ...(operation.parameters ?? []).map((parameter): [string, Schema] => [parameter.name, parameter.schema]),
      ];
      const answers = properties(operation.responses['200'] ?? operation.responses['201']);
      const dated = [...inputs.filter(([field]) => DATE_NAME.test(field)), ...answers.filter(([field]) => ANSWER_DATE_NAME.test(field))];
      for (const [field, schema] of dated) {
        if (plainStringBranches(schema).some((branch) => !branch.format)) undated.push(`${name} ${field}`);
      }
    }
    expect(undated).toEqual([]);
    expect(document.paths['/api/attendances'].get.parameters?.find((p) => p.name === 'date')?.schema).toMatchObject({ format: 'date' });

    // The global rate limit's answer is on every operation.
    expect(all.filter(({ operation }) => !operation.responses['429']).map(({ name }) => name)).toEqual([]);
  });

  it('serves the browsable reference at /api/docs under the app\'s CSP', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Its scripts are same-origin files, so the CSP lets them run.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).not.toContain('validator.swagger.io');
  });
});

describe('OpenAPI route defaults', () => {
  it('derives an operationId from the method and the path', () => {
    expect(deriveOperationId('get', '/api/students/{id}/fees/history')).toBe('getStudentsByIdFeesHistory');
    expect(deriveOperationId('post', '/api/payments/methods/{id}/restore')).toBe('postPaymentsMethodsByIdRestore');
    expect(deriveOperationId('patch', '/api/parents/{id}/notifications/{nid}/read')).toBe('patchParentsByIdNotificationsByNidRead');
    expect(deriveOperationId('get', '/api/fee-structures')).toBe('getFeeStructures');
  });

  it('gives a write declared without a body an empty one, which refuses stray fields, and documents uploads as forms', async () => {
    const app = createBareApp();
    await app.register(openApiPlugin);
    app.post('/api/things/:id/archive', async () => ({ done: true }));
    app.post('/api/things', { schema: { operationId: 'makeThing', body: z.object({ name: z.string() }) } }, async () => ({ done: true }));
    app.post('/api/things/:id/file', { schema: multipartForm(z.object({ file: z.file() })) }, async () => ({ done: true }));
    await app.ready();

    expect((await app.inject({ method: 'POST', url: '/api/things/1/archive' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/things/1/archive', payload: {} })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/things/1/archive', payload: { sneaky: true } })).statusCode).toBe(400);

    const paths = (app.swagger() as unknown as Document).paths;
    expect(paths['/api/things'].post.operationId).toBe('makeThing');
    expect(paths['/api/things/{id}/archive'].post.operationId).toBe('postThingsByIdArchive');
    expect(paths['/api/things/{id}/archive'].post.requestBody?.required).toBe(false);
    expect(paths['/api/things/{id}/file'].post.requestBody?.content['multipart/form-data'].schema.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    await app.close();
  });
});
