/**
 * Which errors of @fastify/multipart are the client's fault (a body that is not multipart, a
 * malformed one, a limit passed), and the limit codes it throws, for every upload route.
 */
import { HttpError } from '../http-error';

export const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
export const FILES_LIMIT = 'FST_FILES_LIMIT';

export function multipartErrorCode(error: unknown): unknown {
  return (error as { code?: unknown })?.code;
}

export function isClientMultipartError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return !(error instanceof HttpError) && typeof status === 'number' && status >= 400 && status < 500;
}
