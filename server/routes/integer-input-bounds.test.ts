/**
 * Every integer a route accepts fits the database's `integer` (int4) columns. Read from the
 * server's own OpenAPI document, so a route added later is checked without touching this test.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MESSAGE, INT32_MAX } from '@/contract/ids';
import { payments } from '../db/schema';
import { loginAs, type TestLogin } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';

type JsonSchema = Record<string, unknown>;
type OpenApiOperation = { parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>>; components?: { schemas?: Record<string, JsonSchema> } };

/** Each `type: integer` in a schema whose maximum is missing or above int4, as "where: path (maximum)". */
function unboundedIntegers(document: OpenApiDocument, schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as JsonSchema;
  if (typeof node.$ref === 'string') {
    return unboundedIntegers(document, document.components?.schemas?.[node.$ref.split('/').pop() ?? ''], path, seen);
  }
  const found: string[] = [];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('integer') && !(typeof node.maximum === 'number' && node.maximum <= INT32_MAX)) found.push(`${path} (maximum ${String(node.maximum)})`);
  for (const key of ['properties', 'patternProperties'] as const) {
    for (const [name, child] of Object.entries((node[key] ?? {}) as Record<string, unknown>)) found.push(...unboundedIntegers(document, child, `${path}.${name}`, seen));
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) found.push(...unboundedIntegers(document, node[key], `${path}[]`, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    for (const child of (node[key] ?? []) as unknown[]) found.push(...unboundedIntegers(document, child, path, seen));
  }
  return found;
}

let t: TestApp;
let owner: TestLogin;
beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t.app, 'owner');
});
afterAll(async () => {
  await t?.close();
});

describe('integer inputs', () => {
  it('every integer of every operation (path, query and body) has a maximum of at most 2147483647', () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const unbounded: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) unbounded.push(...unboundedIntegers(document, parameter.schema, `${where} ${parameter.in} ${parameter.name}`));
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) unbounded.push(...unboundedIntegers(document, content.schema, `${where} ${type} body`));
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(unbounded).toEqual([]);
  });

  it('answers an id above 2147483647 in a path, a body or a query with 400 naming the field, and writes nothing', async () => {
    const tooLarge = INT32_MAX + 1;
    const before = (await t.database.db.select({ n: count() }).from(payments))[0].n;

    const path = await t.app.inject({ method: 'GET', url: `/api/students/${tooLarge}`, headers: owner.headers });
    expect(path.statusCode).toBe(400);
    expect(Object.keys(path.json().errors)).toEqual(['id']);

    const body = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: owner.headers,
      payload: { studentId: tooLarge, amount: 100, paymentDate: '2025-01-01' },
    });
    expect(body.statusCode).toBe(400);
    expect(Object.keys(body.json().errors)).toEqual(['studentId']);

    const query = await t.app.inject({ method: 'GET', url: `/api/payments?studentId=${tooLarge}`, headers: owner.headers });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ studentId: ID_MESSAGE });

    const page = await t.app.inject({ method: 'GET', url: `/api/customers?page=${tooLarge}`, headers: owner.headers });
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json().errors)).toEqual(['page']);

    expect((await t.database.db.select({ n: count() }).from(payments))[0].n).toBe(before);
  });
});
