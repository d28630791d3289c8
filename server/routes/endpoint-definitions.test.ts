/**
 * Issue 22: every /api route is registered from its definition in src/contract/endpoints, and the
 * device keeps exactly the writes whose definition has an offline policy. Walks every definition
 * module (Vite's import.meta.glob) against the real app's router and its OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type EndpointDefinition } from '@/contract/endpoint';
import { findOfflineWrite, OFFLINE_WRITES } from '@/contract/endpoints/offline-writes';
import { createTestApp, type TestApp } from '../test-support/test-app';

const modules = import.meta.glob<Record<string, unknown>>('/src/contract/endpoints/**/*.ts', { eager: true });

function isDefinition(value: unknown): value is EndpointDefinition {
  const candidate = value as Partial<EndpointDefinition> | null;
  return typeof candidate?.path === 'string' && typeof candidate.method === 'string' && typeof candidate.answers === 'object';
}

const definitions = [...new Set(Object.values(modules).flatMap((module) => Object.values(module).filter(isDefinition)))];
const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** A path of the definition with params its schema accepts (a small id, or a UUID), or null. */
function samplePath(definition: EndpointDefinition): string | null {
  const names = [...definition.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
  for (const value of ['7', '00000000-0000-4000-8000-000000000007', 'a1']) {
    const params = Object.fromEntries(names.map((name) => [name, value]));
    if (!definition.params || definition.params.safeParse(params).success) return fillPath(definition.path, params);
  }
  return null;
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: 'none' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('endpoint definitions', () => {
  it('define each method and path once', () => {
    expect(definitions.length).toBeGreaterThan(300);
    const seen = new Map<string, number>();
    for (const definition of definitions) seen.set(key(definition.method, definition.path), (seen.get(key(definition.method, definition.path)) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('are each registered, and the API document has no operation without one', () => {
    const { app } = testApp;
    const missing = definitions.filter((definition) => !app.hasRoute({ method: definition.method, url: `/api${definition.path}` }));
    expect(missing.map((definition) => key(definition.method, definition.path))).toEqual([]);

    const defined = new Set(definitions.map((definition) => key(definition.method, `/api${definition.path}`)));
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const undefinedOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => key(method, path))
        .filter((operation) => !defined.has(operation)),
    );
    expect(undefinedOperations).toEqual([]);
  });

  it('keep offline exactly the writes whose definition has a policy, each listed in the registry', () => {
    const withPolicy = definitions.filter((definition) => definition.offline !== undefined);
    expect(withPolicy.filter((definition) => !OFFLINE_WRITES.includes(definition as (typeof OFFLINE_WRITES)[number]))).toEqual([]);
    for (const definition of definitions) {
      const path = samplePath(definition);
      if (path === null) continue;
      const found = findOfflineWrite(definition.method, path);
      // A write without a policy must not be mistaken for another one's (`PUT /students/bulk` is
      // not `PUT /students/:id`), and one with a policy must be found as itself.
      expect({ operation: key(definition.method, path), kept: found?.endpoint ?? null }).toEqual({
        operation: key(definition.method, path),
        kept: definition.offline ? definition : null,
      });
    }
  });

  it('give uploads and deletes no offline policy', () => {
    const kept = definitions.filter((definition) => definition.offline && (definition.form !== undefined || definition.method === 'DELETE' || definition.method === 'GET'));
    expect(kept.map((definition) => key(definition.method, definition.path))).toEqual([]);
  });
});
