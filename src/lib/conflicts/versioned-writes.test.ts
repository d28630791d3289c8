/**
 * Every versioned write (`versionedBy`, src/contract/record-version.ts) is one the app can show
 * field by field: its read is at the same path and answers the record with its `updatedAt` (the
 * version), and every field of its body has a label in English, Dari and Pashto.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointDefinition } from '@/contract/endpoint';
import { BODY_INSTRUCTIONS } from '@/contract/record-version';
import { partsComparedOf } from '@/lib/conflicts/value-words';
import en from '@/locales/en/conflicts.json';
import fa from '@/locales/fa/conflicts.json';
import ps from '@/locales/ps/conflicts.json';

const modules = import.meta.glob<Record<string, unknown>>('/src/contract/endpoints/**/*.ts', { eager: true });

function isEndpoint(value: unknown): value is EndpointDefinition {
  const candidate = value as Partial<EndpointDefinition> | null;
  return typeof candidate?.path === 'string' && typeof candidate.method === 'string' && typeof candidate.answers === 'object';
}

const versioned = [...new Set(Object.values(modules).flatMap((module) => Object.values(module).filter(isEndpoint)))].filter((endpoint) => endpoint.versionedBy);

function objectShape(schema: z.ZodType | undefined): Record<string, unknown> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, unknown>;
  // A body that reads aliases first (z.preprocess): the object it then checks.
  if (schema instanceof z.ZodPipe) return objectShape(schema.out as z.ZodType);
  return {};
}

/** The fields of a versioned body that set fields of the record (instructions left out). */
const bodyFields = (endpoint: EndpointDefinition) => Object.keys(objectShape(endpoint.body)).filter((field) => !BODY_INSTRUCTIONS.includes(field));

/** The object schema at a dotted path of a body's schema (`parent.user`), optional and nullable ones unwrapped. */
function schemaAt(schema: z.ZodType | undefined, path: string): z.ZodType | undefined {
  let at = schema;
  for (const name of path.split('.')) {
    at = objectShape(at)[name] as z.ZodType | undefined;
    while (at instanceof z.ZodOptional || at instanceof z.ZodNullable) at = at.unwrap() as z.ZodType;
  }
  return at;
}

describe('versioned writes', () => {
  it('are the finance edits, every edit of a shared record but a report', () => {
    expect(versioned.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual([
      'PATCH /customers/:id',
      'PATCH /customers/:id/tasks/:taskId',
      'PUT /announcements/:id',
      'PUT /assignments/:id',
      'PUT /attendances/:id',
      'PUT /budgets/:id',
      'PUT /classes/:id',
      'PUT /customers/:id',
      'PUT /exams/:id',
      'PUT /expenses/:id',
      'PUT /fee-structures/:id',
      'PUT /grades/:id',
      'PUT /incomes/:id',
      'PUT /payments/:id',
      'PUT /payments/methods/:id',
      'PUT /payrolls/:id',
      'PUT /resources/:id',
      'PUT /schools/:id',
      'PUT /staff/:id/collaboration/:noteId',
      'PUT /staff/:id/documents/:docId',
      'PUT /staff/:id/tasks/:taskId',
      'PUT /students/:id',
      'PUT /subjects/:id',
      'PUT /teachers/:id',
      'PUT /timetables/:id',
      'PUT /transactions/:id',
    ]);
  });

  it.each(versioned.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: read at the same path, answering updatedAt and every field the change may send',
    (_name, endpoint) => {
      const read = endpoint.versionedBy!;
      expect(read.method).toBe('GET');
      expect(read.path).toBe(endpoint.path);
      const recordFields = Object.keys(objectShape(objectShape(read.answers[200] as z.ZodType).data as z.ZodType));
      expect(recordFields).toContain('updatedAt');
      // A field the record does not show could not be compared: the person would not see it overwritten.
      expect(bodyFields(endpoint).filter((field) => !recordFields.includes(field))).toEqual([]);
    },
  );

  it.each(versioned.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: every body field, and every part of a group compared by parts, has a label in each language',
    (_name, endpoint) => {
      const fields = bodyFields(endpoint);
      expect(fields.length).toBeGreaterThan(0);
      // A group compared part by part (value-words.ts) shows each part by its own label.
      const parts = partsComparedOf(endpoint.offline?.pending?.entity).flatMap((group) => Object.keys(objectShape(schemaAt(endpoint.body, group))));
      for (const labels of [en.fields, fa.fields, ps.fields] as Record<string, string>[]) {
        expect([...fields, ...parts].filter((field) => !labels[field])).toEqual([]);
      }
    },
  );
});
