/**
 * Registers a route from its endpoint definition (src/contract/endpoint.ts): the path, the
 * schemas of params, query, body and every answer, and `config.access` all come from the
 * definition, so the route, the OpenAPI document and the client cannot disagree. The handler
 * receives the validated, typed input and returns the answer.
 *
 * Every endpoint answers the same errors (400, 401, 403, 404, 409, and 429 added by the OpenAPI
 * plugin) plus the definition's `moreErrors`; `errorAnswers` gives one of them a fuller schema. A
 * write with `versionedBy` also answers 412 when `If-Match` names an older version of its record
 * (record-version-check.ts).
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import { errorResponseSchema } from '@/contract/api';
import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointReturn,
} from '@/contract/endpoint';
import { multipartForm } from '../plugins/openapi';
import { checkingRecordVersion, staleVersionSchemaOf } from './record-version-check';

const COMMON_ERRORS = [400, 401, 403, 404, 409] as const;

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/**
 * Returns the JSON answer, or the reply when it sent something else itself (a file, a stream, a
 * pre-rendered body).
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReturn<E> | FastifyReply>;

/** Route options a definition does not hold: how this server runs it, not what it is. */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'preValidation' | 'preHandler'> & {
  config?: Omit<FastifyContextConfig, 'access'>;
};

/** The Fastify response schemas of a definition: its answers and the common errors. */
export function responseSchemas(endpoint: EndpointDefinition): Record<number, unknown> {
  const response: Record<number, unknown> = {};
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    if (answer !== undefined) response[Number(status)] = answer;
  }
  for (const status of [...COMMON_ERRORS, ...(endpoint.moreErrors ?? [])]) response[status] = errorResponseSchema;
  for (const [status, schema] of Object.entries(endpoint.errorAnswers ?? {})) if (schema) response[Number(status)] = schema;
  if (endpoint.versionedBy) response[412] = staleVersionSchemaOf(endpoint.versionedBy);
  return response;
}

export function routeEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<NoInfer<E>>,
  extras: RouteExtras = {},
): void {
  const { config, ...options } = extras;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access, endpoint },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      ...(endpoint.operationId === undefined ? {} : { operationId: endpoint.operationId }),
      ...(endpoint.hide ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.form ? multipartForm(endpoint.form) : {}),
      response: responseSchemas(endpoint),
    },
    handler: (endpoint.versionedBy ? checkingRecordVersion(app, endpoint.versionedBy, handler) : handler) as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition the route was registered from (tests walk the routes through it). */
    endpoint?: EndpointDefinition;
  }
}
