/**
 * How an endpoint definition and its input become a request: the filled path and the query
 * string. Shared by send(), sendForFile() and sendForm().
 */
import { fillPath, type EndpointDefinition } from '@/contract/endpoint';

export type EndpointRequestInput = { params?: unknown; query?: unknown; body?: unknown };

/** Query values as the server's schemas read them: arrays repeated, dates in ISO, nothing for undefined/null. */
export function toSearchParams(query: unknown): URLSearchParams | undefined {
  if (query === undefined || query === null) return undefined;
  const params = new URLSearchParams();
  const append = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    params.append(name, value instanceof Date ? value.toISOString() : String(value));
  };
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return params;
}

/** The path below `/api` with its params filled, and the query appended. */
export function endpointUrl(endpoint: EndpointDefinition, input: EndpointRequestInput): string {
  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const query = toSearchParams(input.query)?.toString();
  return query ? `${path}?${query}` : path;
}
