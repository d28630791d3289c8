/**
 * send() for an upload: a multipart form to an endpoint that declares `form`, its answer read with
 * the definition's answer schema. Uploads are never kept for later (write-routing.ts): with no
 * network this throws a NETWORK error and the screen says to try again online.
 */
import { fillPath, type EndpointDefinition, type EndpointInput } from '@/contract/endpoint';
import type { ApiAnswer } from '@/lib/api/api-client';
import { API_ERROR_MESSAGES } from '@/lib/api/api-error';
import { postMultipartAnswer } from '@/lib/api/post-multipart';
import { readAnswer } from '@/lib/api/read-answer';
import { answerSchemaOf, type SendResult } from '@/lib/api/send';

export type SendFormOptions = {
  timeoutMs: number;
  /** The message when the server refuses without one of its own. */
  fallbackMessage: string;
  requestId?: string;
};

export async function sendForm<E extends EndpointDefinition & { form: object }>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params'>,
  form: FormData,
  options: SendFormOptions,
): Promise<Exclude<SendResult<E>, { queued: true }>> {
  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const answer = await postMultipartAnswer(path, form, options);
  return readAnswer(answer as ApiAnswer<unknown>, answerSchemaOf(endpoint), options.fallbackMessage ?? API_ERROR_MESSAGES.unexpectedAnswer) as Exclude<
    SendResult<E>,
    { queued: true }
  >;
}
