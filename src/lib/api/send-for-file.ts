/**
 * send() for an endpoint that answers a file (a CSV, a PDF, an image): the same path, query and
 * body rules, the answer a Blob with its type and file name.
 */
import type { EndpointDefinition, EndpointInput } from '@/contract/endpoint';
import { endpointUrl } from '@/lib/api/endpoint-request';
import { fetchApiBlob, postApiBlob, type BlobAnswer } from '@/lib/api/fetch-api-blob';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';

export function sendForFile<E extends EndpointDefinition & { method: 'GET' | 'POST' }>(
  endpoint: E,
  input: EndpointInput<E>,
  timeoutMs: number = SERVICE_WRITE_TIMEOUT_MS,
): Promise<BlobAnswer> {
  const url = endpointUrl(endpoint, input);
  return endpoint.method === 'GET' ? fetchApiBlob(url, timeoutMs) : postApiBlob(url, (input as { body?: unknown }).body ?? {}, timeoutMs);
}
