/**
 * Answers a versioned photo (versioned-image-path.ts) with its own image Content-Type. The URL of
 * the current version (`?v={version}`) never changes content, so it is cached for a year; any
 * other URL is revalidated every time, and a matching If-None-Match answers 304.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VersionedImageFile } from './versioned-image-path';

const CACHE_CURRENT_VERSION = 'private, max-age=31536000, immutable';
const CACHE_REVALIDATE = 'private, no-cache';

export function sendVersionedImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { file: VersionedImageFile; bytes: Buffer; askedVersion: string | undefined; downloadName: string },
): FastifyReply {
  const { file, bytes } = image;
  const etag = `"${file.version}"`;
  reply.header('cache-control', image.askedVersion === String(file.version) ? CACHE_CURRENT_VERSION : CACHE_REVALIDATE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
  return reply
    .header('content-type', file.kind.mimeType)
    .header('content-disposition', `inline; filename="${image.downloadName}.${file.kind.extension}"`)
    .send(bytes);
}
