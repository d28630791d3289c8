/**
 * One definition per endpoint (issue 22): method, path, inputs, answers, who may call it and
 * whether the device may keep it for later. The server registers its route from this
 * (server/lib/route-endpoint.ts), the OpenAPI document is generated from that route, and the
 * client sends through it (src/lib/api/send.ts). Nothing else names an API path.
 *
 * The contract depends on zod alone, so a definition holds no language: an offline description
 * is an i18n key with values, translated where it is shown.
 */
import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it. `public`: no token. `authenticated`: any signed-in user. `{ permission }`: the
 * named permission (resource:action). `{ role }`: one of the roles. `{ permission,
 * orParentOfStudent }`: the permission, or a PARENT whose own child is the student whose id is
 * the path param named by `orParentOfStudent`.
 */
export type EndpointAccess =
  | 'public'
  | 'authenticated'
  | { permission: string }
  | { permission: string; orParentOfStudent: string }
  | { role: readonly string[] };

/**
 * An answer that is not (only) the JSON envelope: a file, an image, a CSV, by media type, as the
 * OpenAPI document shows it (`{ description: 'CSV file', content: { 'text/csv': { schema: z.string() } } }`).
 */
export type FileAnswer = { description: string; content: Readonly<Record<string, { schema: z.ZodType }>> };

/** A success answer: a JSON body's schema, or a file. */
export type EndpointAnswer = z.ZodType | FileAnswer;

/** How a queued write is named to a person: an i18n key and its values ("Payment of ؋3,500 for …"). */
export type WriteDescription = { key: string; values: Record<string, string | number> };

/** What an offline policy sees of a queued write: its path params and its body, as sent. */
export type QueuedWrite = {
  params: Record<string, string>;
  body: unknown;
  /**
   * What the device kept beside the write for naming it (lib/offline/outbox/write-notes.ts: the
   * picked student of a payment), when there is one; read as sent, like the body.
   */
  note?: unknown;
};

/**
 * May the device keep this write for later when the server cannot be reached, and how it is
 * shown meanwhile. A write without a policy is never queued: it fails at once when offline.
 */
export type OfflinePolicy = {
  /** The outbox panel's name for it, from what was sent. */
  describe: (write: QueuedWrite) => WriteDescription;
  /**
   * The record it makes or changes, so that record's screen can show it pending: the entity
   * (`customer`, `payment` …) and its id when the write names one (a create with a device-made
   * id, or the path's id of an edit).
   */
  pending?: { entity: string; id: (write: QueuedWrite) => string | null };
};

export type EndpointDefinition = {
  method: EndpointMethod;
  /** Below `/api`, Fastify style: `/customers/:id`. */
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Set only where a generated one would be unclear; otherwise derived from method and path. */
  operationId?: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body. A write with neither `body` nor `form` takes an empty one. */
  body?: z.ZodType;
  /** A multipart upload's form (documents it; the route reads the parts itself). */
  form?: z.ZodObject;
  /** The success answers by status; the error answers are the same for every endpoint. */
  answers: Readonly<Partial<Record<200 | 201 | 202 | 204 | 206 | 304, EndpointAnswer>>>;
  /** Error statuses beyond the common 400/401/403/404/409/429 (413 for uploads, 503 …). */
  moreErrors?: readonly number[];
  /**
   * An error answer that says more than the common `{ success: false, message, errors? }` (a
   * 409 naming the record in the way): its schema, by status. The server sends the fields it
   * declares (a field the schema does not know is not sent); the document shows it.
   */
  errorAnswers?: Readonly<Partial<Record<400 | 404 | 409 | 422, z.ZodType>>>;
  offline?: OfflinePolicy;
  /**
   * A change of one record that may say which version it was made from (src/contract/record-version.ts):
   * the read at the same path, whose answer's `data.updatedAt` is the version. With `If-Match`
   * naming an older one, nothing is applied: 412 with the record as it is now.
   */
  versionedBy?: EndpointDefinition;
  /** Left out of the OpenAPI document (the document's own routes). */
  hide?: boolean;
};

/**
 * Declares an endpoint. It only checks the definition's shape and keeps its literal types; the
 * annotation lets a bundler drop definitions a build does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

export function isFileAnswer(answer: EndpointAnswer): answer is FileAnswer {
  return typeof (answer as { safeParse?: unknown }).safeParse !== 'function';
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The handler's typed input on the server (after validation and defaults). */
export type EndpointParams<E extends EndpointDefinition> = Out<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = Out<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = Out<E['body']>;

type JsonAnswers<A> = { [S in keyof A]: A[S] extends z.ZodType ? z.output<A[S]> : never }[keyof A];
type JsonAnswersIn<A> = { [S in keyof A]: A[S] extends z.ZodType ? z.input<A[S]> : never }[keyof A];

/** The parsed JSON answer (the client's view). */
export type EndpointResult<E extends EndpointDefinition> = JsonAnswers<E['answers']>;
/** What the handler returns for a JSON answer (before serialisation: the schemas' input). */
export type EndpointReturn<E extends EndpointDefinition> = JsonAnswersIn<E['answers']>;

/**
 * What a caller sends for a schema: its input type, or its output type where the input is
 * `unknown` (a `z.preprocess` that reads aliases takes anything; the caller sends the real shape).
 */
type Sent<S extends z.ZodType> = unknown extends z.input<S> ? z.output<S> : z.input<S>;

/** No field: `{} extends T` is true when every field of T may be left out. */
type Nothing = Record<never, never>;

/** A part every field of which may be left out may itself be left out. */
type Field<K extends string, S> = S extends z.ZodType
  ? undefined extends Sent<S>
    ? { [P in K]?: Sent<S> }
    : Nothing extends Sent<S>
      ? { [P in K]?: Sent<S> }
      : { [P in K]: Sent<S> }
  : { [P in K]?: never };

/** What the client passes to send(): the params, query and body the definition declares. */
export type EndpointInput<E extends EndpointDefinition> = Field<'params', E['params']> &
  Field<'query', E['query']> &
  Field<'body', E['body']>;

/** True when every part of the input may be left out (send(endpoint) with no input). */
export type InputOptional<E extends EndpointDefinition> = Nothing extends EndpointInput<E> ? true : false;

/** `/customers/:id` with `{ id: 'x' }` → `/customers/x` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path param "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Where the API lives on this origin; definitions' paths are below it. */
export const API_BASE = '/api';

/** The URL of an endpoint on this origin, for links in answers and plain fetches: `/api/messages/files/7`. */
export function apiUrl(endpoint: Pick<EndpointDefinition, 'path'>, params?: Record<string, unknown>): string {
  return `${API_BASE}${fillPath(endpoint.path, params)}`;
}

/** A definition whose write the device may keep (it has an offline policy). */
export type OfflineWrite = EndpointDefinition & { offline: OfflinePolicy };

function isOfflineWrite(value: unknown): value is OfflineWrite {
  const candidate = value as Partial<EndpointDefinition> | null;
  return typeof candidate?.path === 'string' && typeof candidate.method === 'string' && candidate.offline !== undefined;
}

/** The definitions of an area's module (`import * as …`) that the device may keep. */
export function offlineWritesOf(area: Record<string, unknown>): OfflineWrite[] {
  return Object.values(area).filter(isOfflineWrite);
}

/**
 * The definition among `among` a request is for, with its path params; `path` is below `/api`,
 * without query. The params must also pass the definition's schema, as on the server:
 * `PUT /students/bulk` is the bulk endpoint, not `PUT /students/:id` with the id "bulk".
 */
export function findEndpoint<E extends EndpointDefinition>(among: readonly E[], method: string, path: string): { endpoint: E; params: Record<string, string> } | null {
  for (const endpoint of among) {
    if (endpoint.method !== method) continue;
    const params = matchPath(endpoint.path, path);
    if (params && (endpoint.params === undefined || endpoint.params.safeParse(params).success)) return { endpoint, params };
  }
  return null;
}

/** The path params of `url` (below `/api`, no query) if it matches the endpoint's path, else null. */
export function matchPath(path: string, url: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}/?$`).exec(url);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    params[name] = decodeURIComponent(match[index + 1] ?? '');
  });
  return params;
}
