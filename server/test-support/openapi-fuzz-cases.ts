/**
 * Malformed requests for one operation of the server's OpenAPI document, for the fuzz test
 * (server/routes/api-fuzz.test.ts). A request is built from a valid-looking baseline derived
 * from the operation's schemas (json-schema-sample.ts); each case changes ONE thing in it: one
 * body field, one query parameter, one path parameter, or the body as a whole. For every class
 * of bad input (wrong type, missing, null, NUL, huge integers, 1 MB strings, right-to-left
 * text, negative numbers, `__proto__` keys, arrays for objects ...) one variant and one target
 * are drawn with the seeded random generator, so a run stays bounded and the same seed gives
 * the same requests. Multipart uploads get a few malformed forms instead of body fields.
 */
import { encryptPayload } from '@/lib/payload-crypto';
import { branchesOf, kindsOf, mainBranch, sampleValue, type JsonKind, type JsonSchema, type Random } from './json-schema-sample';
import { multipartParts } from './multipart-bodies';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

export type OpenApiOperation = {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = { paths: Record<string, Partial<Record<string, OpenApiOperation>>> };

export type FuzzOperation = { key: string; method: HttpMethod; path: string; operation: OpenApiOperation };

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string | Buffer; contentType: string };

/** A request as parts, so a case changes one of them. */
export type RequestParts = { path: Record<string, string>; query: [string, string][]; body: Body };

export type FuzzCase = { name: string; parts: RequestParts };

export type FuzzRequest = { method: HttpMethod; url: string; payload?: string | Buffer; headers: Record<string, string> };

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method.toLowerCase()];
      return operation ? [{ key: `${method} ${path}`, method, path, operation }] : [];
    }),
  );
}

function parametersOf(operation: FuzzOperation, place: 'path' | 'query'): OpenApiParameter[] {
  return (operation.operation.parameters ?? []).filter((parameter) => parameter.in === place);
}

function jsonBodySchema(operation: FuzzOperation): JsonSchema | undefined {
  return operation.operation.requestBody?.content?.['application/json']?.schema;
}

function isMultipart(operation: FuzzOperation): boolean {
  return Boolean(operation.operation.requestBody?.content?.['multipart/form-data']);
}

/** A query or path value as it travels: text. */
function asParameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The valid-looking request: required query parameters, required body fields, path values (overridable). */
export function baselineOf(operation: FuzzOperation, random: Random, pathValues: Record<string, string> = {}): RequestParts {
  const path: Record<string, string> = {};
  for (const parameter of parametersOf(operation, 'path')) {
    path[parameter.name] = pathValues[parameter.name] ?? asParameterText(sampleValue(parameter.schema ?? {}, random));
  }
  const query: [string, string][] = parametersOf(operation, 'query')
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, asParameterText(sampleValue(parameter.schema ?? {}, random))]);
  const schema = jsonBodySchema(operation);
  const body: Body = schema ? { kind: 'json', value: sampleValue(schema, random) } : { kind: 'none' };
  return { path, query, body };
}

/** The request inject() sends for these parts (`headers` without authorization). */
export function requestOf(operation: FuzzOperation, parts: RequestParts): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(parts.path[name] ?? ''));
  const query = parts.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const url = query ? `${path}?${query}` : path;
  switch (parts.body.kind) {
    case 'none':
      return { method: operation.method, url, headers: {} };
    case 'json':
      return { method: operation.method, url, payload: JSON.stringify(parts.body.value), headers: { 'content-type': 'application/json' } };
    default:
      return { method: operation.method, url, payload: parts.body.payload, headers: { 'content-type': parts.body.contentType } };
  }
}

// ---------------------------------------------------------------------------------------------
// The bad values.

const NUL_TEXT = 'a\u0000b';
const RTL_TEXT = '\u202Eمکتب د ښوونځي\u202C سلام';
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
/** Past Fastify's path parameter limit (100) and any column; query strings get the same. */
const LONG_PARAMETER = 'x'.repeat(10_000);
/** Raw JSON text stands in for this marker key: a JS object literal cannot hold `__proto__`. */
const PROTO_MARKER = '__fuzz_proto_marker__';
const PROTO_TEXT = '"__proto__":{"polluted":true,"isAdmin":true}';
const CONSTRUCTOR_TEXT = '"constructor":{"prototype":{"polluted":true}}';
/** Far past any integer column, and past Number.MAX_SAFE_INTEGER. */
const HUGE_NUMBER = 1e20;

type FieldMutation = { label: string; applies: (kinds: Set<JsonKind>, required: boolean) => boolean; value: (schema: JsonSchema, current: unknown) => unknown };

const MISSING = Symbol('missing');

const numeric = (kinds: Set<JsonKind>) => kinds.has('integer') || kinds.has('number') || kinds.has('any');
const textual = (kinds: Set<JsonKind>) => kinds.has('string') || kinds.has('any');

/** A value of a type the field does not take. */
function wrongTypeValue(schema: JsonSchema): unknown {
  const kinds = kindsOf(schema);
  if (!kinds.has('string')) return 'not-a-number-or-object';
  if (!numeric(kinds)) return 12345;
  if (!kinds.has('boolean')) return true;
  return { unexpected: 'object' };
}

/**
 * Classes of bad input. Each inner list is one class: per operation one of its variants is drawn,
 * so every class is tried on every operation while the run stays bounded, and the variants
 * rotate over the operations (and seeds).
 */
const FIELD_MUTATIONS: readonly (readonly FieldMutation[])[] = [
  [{ label: 'missing', applies: (_, required) => required, value: () => MISSING }],
  [{ label: 'null', applies: () => true, value: () => null }],
  [
    { label: 'wrong type', applies: (kinds) => !kinds.has('any'), value: (schema) => wrongTypeValue(schema) },
    { label: 'array for object', applies: (kinds) => kinds.has('object'), value: (_, current) => [current ?? {}] },
    { label: 'object for array', applies: (kinds) => kinds.has('array'), value: () => ({ 0: 'fuzz' }) },
  ],
  [{ label: 'NUL character', applies: textual, value: () => NUL_TEXT }],
  [{ label: 'right-to-left text', applies: textual, value: () => RTL_TEXT }],
  [
    { label: '1 MB string', applies: textual, value: () => ONE_MEGABYTE },
    { label: 'empty string', applies: textual, value: () => '' },
  ],
  [{ label: 'integer 2147483648', applies: numeric, value: () => 2147483648 }],
  [
    { label: 'number 1e20', applies: numeric, value: () => HUGE_NUMBER },
    { label: 'integer -2147483649', applies: numeric, value: () => -2147483649 },
  ],
  [
    { label: 'negative -1', applies: numeric, value: () => -1 },
    { label: 'fraction 1.5', applies: (kinds) => kinds.has('integer'), value: () => 1.5 },
  ],
  [{ label: '__proto__ key', applies: (kinds) => kinds.has('object'), value: (_, current) => ({ [PROTO_MARKER]: true, ...objectOr(current) }) }],
];

function objectOr(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

type ParameterMutation = { label: string; applies: (kinds: Set<JsonKind>) => boolean; value: string };

const always = () => true;

/** Classes of bad path and query values, as FIELD_MUTATIONS. */
const PARAMETER_MUTATIONS: readonly (readonly ParameterMutation[])[] = [
  [{ label: 'NUL character', applies: always, value: NUL_TEXT }],
  [{ label: 'right-to-left text', applies: always, value: RTL_TEXT }],
  [
    { label: 'long string', applies: always, value: LONG_PARAMETER },
    { label: 'empty', applies: always, value: '' },
  ],
  [{ label: 'integer 2147483648', applies: always, value: '2147483648' }],
  [
    { label: 'number 1e20', applies: always, value: '1e20' },
    { label: '21 digits', applies: always, value: '100000000000000000000' },
    { label: 'integer -2147483649', applies: always, value: '-2147483649' },
  ],
  [
    { label: 'negative -1', applies: always, value: '-1' },
    { label: 'zero', applies: always, value: '0' },
    { label: 'fraction 1.5', applies: always, value: '1.5' },
  ],
  [
    { label: 'wrong type', applies: (kinds) => !kinds.has('string'), value: 'not-a-number' },
    { label: '__proto__', applies: always, value: '__proto__' },
  ],
];

/** One variant of a class and one target it applies to, drawn at random; null when none applies. */
function draw<M, T>(variants: readonly M[], targets: readonly T[], fits: (mutation: M, target: T) => boolean, random: Random): [M, T] | null {
  const pairs = variants.flatMap((mutation) => targets.filter((target) => fits(mutation, target)).map((target) => [mutation, target] as [M, T]));
  if (pairs.length === 0) return null;
  const mutation = random.pick([...new Set(pairs.map(([variant]) => variant))]);
  return random.pick(pairs.filter(([variant]) => variant === mutation));
}

// ---------------------------------------------------------------------------------------------
// Body fields: every property reachable from the body schema (objects and the first array item).

type Field = { path: (string | number)[]; schema: JsonSchema; required: boolean; parents: JsonSchema[] };

const MAX_FIELD_DEPTH = 3;

function fieldsOf(schema: JsonSchema, prefix: (string | number)[] = [], parents: JsonSchema[] = []): Field[] {
  if (prefix.length >= MAX_FIELD_DEPTH) return [];
  const main = mainBranch(schema);
  const objectBranch = branchesOf(schema).find((branch) => branch.properties);
  if (objectBranch?.properties) {
    return Object.entries(objectBranch.properties).flatMap(([name, property]) => {
      const field: Field = { path: [...prefix, name], schema: property, required: objectBranch.required?.includes(name) ?? false, parents: [...parents, objectBranch] };
      return [field, ...fieldsOf(property, field.path, field.parents)];
    });
  }
  if (main.items && (main.maxItems ?? 1) > 0) {
    const item: Field = { path: [...prefix, 0], schema: main.items, required: true, parents: [...parents, main] };
    return [item, ...fieldsOf(main.items, item.path, item.parents)];
  }
  return [];
}

/** A copy of `root` with the value at `field.path` replaced (MISSING removes it), parents filled in. */
function withField(root: unknown, field: Field, value: unknown, random: Random): unknown {
  const copy = structuredClone(root);
  if (field.path.length === 0) return value === MISSING ? undefined : value;
  let container = copy as Record<string | number, unknown>;
  for (let depth = 0; depth < field.path.length - 1; depth += 1) {
    const key = field.path[depth];
    const next = container[key];
    if (next === null || typeof next !== 'object') {
      const created = sampleValue(field.parents[depth + 1] ?? {}, random);
      container[key] = created !== null && typeof created === 'object' ? created : typeof field.path[depth + 1] === 'number' ? [] : {};
    }
    container = container[key] as Record<string | number, unknown>;
  }
  const last = field.path[field.path.length - 1];
  if (value === MISSING) {
    if (Array.isArray(container) && typeof last === 'number') container.splice(last, 1);
    else delete container[last];
  } else container[last] = value;
  return copy;
}

function currentAt(root: unknown, path: (string | number)[]): unknown {
  let value = root;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
  return value;
}

/** JSON text of a body, with the `__proto__` marker (if any) turned into a real `__proto__` key. */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replaceAll(`"${PROTO_MARKER}":true`, PROTO_TEXT);
}

function rawJson(text: string): Body {
  return { kind: 'raw', payload: text, contentType: 'application/json' };
}

/** Inserts raw members at the start of the JSON object text (or wraps a non-object). */
function withLeadingMembers(value: unknown, members: string): string {
  const text = JSON.stringify(value ?? {});
  if (!text.startsWith('{')) return `{${members},"value":${text}}`;
  return text === '{}' ? `{${members}}` : `{${members},${text.slice(1)}`;
}

// ---------------------------------------------------------------------------------------------

export type FuzzOptions = { payloadKey: string };

/** The baseline itself, then one case per class of bad input, each with a target drawn at random. */
export function fuzzCasesOf(operation: FuzzOperation, baseline: RequestParts, random: Random, options: FuzzOptions): FuzzCase[] {
  const cases: FuzzCase[] = [{ name: 'baseline (schema-valid)', parts: baseline }];
  const withParts = (name: string, change: Partial<RequestParts>) => cases.push({ name, parts: { ...baseline, ...change } });

  const fitsParameter = (mutation: ParameterMutation, parameter: OpenApiParameter) => mutation.applies(kindsOf(parameter.schema ?? {}));
  const pathParameters = parametersOf(operation, 'path');
  for (const variants of PARAMETER_MUTATIONS) {
    const drawn = draw(variants, pathParameters, fitsParameter, random);
    if (!drawn) continue;
    const [mutation, target] = drawn;
    withParts(`path ${target.name}: ${mutation.label}`, { path: { ...baseline.path, [target.name]: mutation.value } });
  }

  // A parameter that takes anything (the `_t` cache buster) has no wrong value: it is a target
  // only when the operation has no other.
  const allQueryParameters = parametersOf(operation, 'query');
  const typedQueryParameters = allQueryParameters.filter((parameter) => !kindsOf(parameter.schema ?? {}).has('any'));
  const queryParameters = typedQueryParameters.length > 0 ? typedQueryParameters : allQueryParameters;
  for (const variants of PARAMETER_MUTATIONS) {
    const drawn = draw(variants, queryParameters, fitsParameter, random);
    if (!drawn) continue;
    const [mutation, target] = drawn;
    const query = baseline.query.filter(([name]) => name !== target.name);
    withParts(`query ${target.name}: ${mutation.label}`, { query: [...query, [target.name, mutation.value]] });
  }
  const required = queryParameters.filter((parameter) => parameter.required);
  if (required.length > 0) {
    const target = random.pick(required);
    withParts(`query ${target.name}: missing`, { query: baseline.query.filter(([name]) => name !== target.name) });
  }
  // Query strings that build odd objects: a repeated name (an array) or prototype keys.
  if (queryParameters.length > 0) {
    if (random.chance(0.5)) {
      const target = random.pick(queryParameters);
      const value = asParameterText(sampleValue(target.schema ?? {}, random));
      withParts(`query ${target.name}: repeated (array)`, { query: [...baseline.query, [target.name, value], [target.name, value]] });
    } else {
      withParts('query: __proto__ and constructor parameters', {
        query: [...baseline.query, ['__proto__', 'x'], ['__proto__[polluted]', '1'], ['constructor[prototype][polluted]', '1']],
      });
    }
  }

  const schema = jsonBodySchema(operation);
  if (schema && baseline.body.kind === 'json') {
    const body = baseline.body.value;
    const fields = fieldsOf(schema);
    const fitsField = (mutation: FieldMutation, field: Field) => mutation.applies(kindsOf(field.schema), field.required);
    let withNul: unknown = { value: NUL_TEXT };
    for (const variants of FIELD_MUTATIONS) {
      const drawn = draw(variants, fields, fitsField, random);
      if (!drawn) continue;
      const [mutation, field] = drawn;
      const mutated = withField(body, field, mutation.value(field.schema, currentAt(body, field.path)), random);
      if (mutation.label === 'NUL character') withNul = mutated;
      withParts(`body ${field.path.join('.')}: ${mutation.label}`, { body: rawJson(jsonText(mutated)) });
    }
    withParts('body: unknown extra key', { body: { kind: 'json', value: Array.isArray(body) ? body : { ...objectOr(body), fuzzUnknownKey: 1 } } });
    const prototypeKey = random.pick([PROTO_TEXT, CONSTRUCTOR_TEXT]);
    withParts(`body: ${prototypeKey === PROTO_TEXT ? '__proto__' : 'constructor.prototype'} key (raw JSON)`, { body: rawJson(withLeadingMembers(body, prototypeKey)) });
    const encryptedProto = encryptPayload(JSON.parse(withLeadingMembers(body, PROTO_TEXT)), options.payloadKey);
    withParts('body: __proto__ key (encrypted envelope)', { body: { kind: 'json', value: { encryptedData: encryptedProto } } });
    const wholeBodies: [string, Body][] = [
      ['array for object', { kind: 'json', value: [body] }],
      ['null', rawJson('null')],
      ['string', rawJson('"fuzz"')],
      ['number 2147483648', rawJson('2147483648')],
    ];
    const [wholeLabel, wholeBody] = random.pick(wholeBodies);
    withParts(`body: ${wholeLabel}`, { body: wholeBody });
    const broken: [string, Body][] = [
      ['invalid JSON', rawJson('{"unterminated": ')],
      ['empty', rawJson('')],
      ['NUL in a key', rawJson(withLeadingMembers(body, '"a\\u0000b":"x"'))],
    ];
    const [brokenLabel, brokenBody] = random.pick(broken);
    withParts(`body: ${brokenLabel}`, { body: brokenBody });
    const envelopes: [string, Body][] = [
      ['envelope that does not decrypt', { kind: 'json', value: { encryptedData: 'not-a-cipher-text' } }],
      ['envelope with a NUL in a field', { kind: 'json', value: { encryptedData: encryptPayload(withNul, options.payloadKey) } }],
    ];
    const [envelopeLabel, envelopeBody] = random.pick(envelopes);
    withParts(`body: ${envelopeLabel}`, { body: envelopeBody });
  } else if (isMultipart(operation)) {
    // The form's file field: the first binary property the document names.
    const form = operation.operation.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {};
    const fileField = Object.entries(form).find(([, property]) => property.format === 'binary')?.[0] ?? Object.keys(form)[0] ?? 'file';
    withParts('body: JSON instead of multipart', { body: { kind: 'json', value: { [fileField]: 'fuzz' } } });
    const empty = multipartParts([]);
    withParts('body: empty multipart', { body: { kind: 'raw', payload: empty.payload, contentType: empty.headers['content-type'] } });
    const odd = multipartParts([
      { field: fileField, value: NUL_TEXT },
      { field: fileField, file: { name: `${RTL_TEXT}\u0000.png`, type: 'image/png', bytes: Buffer.from('not an image') } },
    ]);
    withParts('body: multipart with text for the file, NUL file name', { body: { kind: 'raw', payload: odd.payload, contentType: odd.headers['content-type'] } });
  } else if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    withParts('body: JSON where the document names none', { body: { kind: 'json', value: { unexpected: NUL_TEXT } } });
  }
  return cases;
}
