/**
 * The one way a feature calls the API (issue 22): `send(endpoint, input)` fills the definition's
 * path, sends the query and body through the API client (payload envelope, X-Request-ID, retries,
 * session rules), and reads the answer with the definition's answer schema. A write the service
 * worker kept for later answers `QUEUED` — only an endpoint with an offline policy can.
 */
import { z } from 'zod';
import { queuedResponseSchema } from '@/contract/api';
import { fillPath, isFileAnswer, type EndpointDefinition, type EndpointInput, type EndpointResult, type InputOptional } from '@/contract/endpoint';
import { api } from '@/lib/api/api';
import type { ApiRequestOptions } from '@/lib/api/api-client';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api/api-error';
import { toSearchParams } from '@/lib/api/endpoint-request';
import { readAnswer } from '@/lib/api/read-answer';

export type Queued = z.infer<typeof queuedResponseSchema>;

export type SendOptions = Pick<ApiRequestOptions, 'signal' | 'requestId' | 'timeout' | 'retries' | 'plain' | 'version'> & {
  /** The message when the answer is not what the contract says (a version mismatch). */
  failed?: string;
};

/** What send() resolves to: the parsed answer, or `Queued` for a write the device kept for later. */
export type SendResult<E extends EndpointDefinition> = E['offline'] extends object ? EndpointResult<E> | Queued : EndpointResult<E>;

type SendArgs<E extends EndpointDefinition> =
  InputOptional<E> extends true ? [input?: EndpointInput<E>, options?: SendOptions] : [input: EndpointInput<E>, options?: SendOptions];

const answerSchemas = new WeakMap<EndpointDefinition, z.ZodType>();

/** The union of the definition's JSON success answers (built once per definition). */
export function answerSchemaOf(endpoint: EndpointDefinition): z.ZodType {
  let schema = answerSchemas.get(endpoint);
  if (!schema) {
    const json = Object.values(endpoint.answers).filter((answer): answer is z.ZodType => answer !== undefined && !isFileAnswer(answer));
    if (json.length === 0) throw new Error(`${endpoint.method} ${endpoint.path} answers no JSON: use sendForFile()`);
    schema = json.length === 1 ? json[0] : z.union(json as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    answerSchemas.set(endpoint, schema);
  }
  return schema;
}

/** Whether a send() answer is the service worker's "kept for later". */
export function isQueued(answer: unknown): answer is Queued {
  return queuedResponseSchema.safeParse(answer).success;
}

export async function send<E extends EndpointDefinition>(endpoint: E, ...[input, options = {}]: SendArgs<E>): Promise<SendResult<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const { failed = API_ERROR_MESSAGES.unexpectedAnswer, ...requestOptions } = options;
  const path = fillPath(endpoint.path, params);
  const sendsBody = endpoint.method !== 'GET' && (body !== undefined || endpoint.method !== 'DELETE');
  const answer = await api.request(endpoint.method, path, sendsBody ? (body ?? {}) : undefined, {
    ...requestOptions,
    searchParams: toSearchParams(query),
  });
  if (answer.success !== false && answer.queued === true) {
    // The service worker keeps only writes whose definition allows it (write-routing.ts).
    if (!endpoint.offline) throw new ApiError('HTTP', failed, { status: 202 });
    return answer as SendResult<E>;
  }
  return readAnswer(answer, answerSchemaOf(endpoint), failed) as SendResult<E>;
}
