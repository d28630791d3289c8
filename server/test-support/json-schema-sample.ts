/**
 * A valid-looking value for a JSON schema as the server's OpenAPI document writes it (zod 4's
 * JSON schema: type, properties, required, anyOf, enum, const, formats, patterns, bounds), for
 * tests that build requests from the document (server/routes/api-fuzz.test.ts). The value aims
 * to pass validation so that a mutation of one field is the only thing wrong with a request.
 */
import type { createRandom } from '../db/seed-random';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

export type Random = ReturnType<typeof createRandom>;

export type JsonKind = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null' | 'any';

/** The branches of a schema: anyOf/oneOf flattened, or the schema itself. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap(branchesOf);
  if (schema.allOf?.length) return branchesOf(schema.allOf[0]);
  return [schema];
}

function kindsOfBranch(schema: JsonSchema): JsonKind[] {
  if (schema.const !== undefined) return [kindOfValue(schema.const)];
  if (schema.enum) return [...new Set(schema.enum.map(kindOfValue))];
  if (Array.isArray(schema.type)) return schema.type as JsonKind[];
  if (schema.type) return [schema.type as JsonKind];
  if (schema.properties) return ['object'];
  return ['any'];
}

/** Every JSON type the schema accepts ('any' for an empty schema). */
export function kindsOf(schema: JsonSchema): Set<JsonKind> {
  return new Set(branchesOf(schema).flatMap(kindsOfBranch));
}

function kindOfValue(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonKind;
}

/** The first branch that accepts something other than null (the "real" value of a nullable). */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = branchesOf(schema);
  return branches.find((branch) => !kindsOfBranch(branch).every((kind) => kind === 'null')) ?? branches[0];
}

/** Tried in order against a pattern with no format (dates, times, phones, codes, permissions...). */
const PATTERN_CANDIDATES = [
  '2026-03-15',
  '2026-03',
  '10:30',
  '+93700123456',
  'fuzz@example.af',
  'https://example.af/fuzz',
  'A',
  'fuzz',
  'student:read',
  'school:1',
  '*',
  'Fuzz-1',
];

function sampleString(schema: JsonSchema, random: Random): string {
  switch (schema.format) {
    case 'date':
      return '2026-03-15';
    case 'date-time':
      return '2026-03-15T08:30:00.000Z';
    case 'time':
      return '10:30:00';
    case 'email':
      return 'fuzz@example.af';
    case 'uuid':
      return uuidFrom(random);
    case 'uri':
    case 'url':
      return 'https://example.af/fuzz';
    default:
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const fit = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate) && lengthFits(schema, candidate));
    if (fit) return fit;
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 12);
  const text = `Fuzz ${random.int(100, 999)}`.padEnd(min, 'x');
  return text.slice(0, Math.max(max, 0));
}

function lengthFits(schema: JsonSchema, text: string): boolean {
  return text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
}

function uuidFrom(random: Random): string {
  const hex = () => random.int(0, 15).toString(16);
  const run = (n: number) => Array.from({ length: n }, hex).join('');
  return `${run(8)}-${run(4)}-4${run(3)}-${'89ab'[random.int(0, 3)]}${run(3)}-${run(12)}`;
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + (integer ? 1 : 0.01));
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? Infinity : schema.exclusiveMaximum - (integer ? 1 : 0.01));
  if (low <= 1 && 1 <= high) return 1;
  return Number.isFinite(low) ? low : high;
}

/** A value the schema accepts (as far as a generator without a regex engine can tell). */
export function sampleValue(schema: JsonSchema, random: Random): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const branch = mainBranch(schema);
  if (branch !== schema) return sampleValue(branch, random);
  const kind = kindsOfBranch(schema).find((candidate) => candidate !== 'null') ?? 'null';
  switch (kind) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        value[name] = property ? sampleValue(property, random) : 'fuzz';
      }
      return value;
    }
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1);
      return Array.from({ length: count }, () => (schema.items ? sampleValue(schema.items, random) : 'fuzz'));
    }
    case 'string':
      return sampleString(schema, random);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}
