/** Multipart bodies built by hand, the way a browser's FormData sends them, for upload tests. */
import { randomUUID } from 'node:crypto';

export type MultipartFile = { name: string; type: string; bytes: Buffer };
export type MultipartPart = { field: string; file: MultipartFile } | { field: string; value: string };
export type MultipartBody = { payload: Buffer; headers: Record<string, string> };

export function multipartParts(parts: readonly MultipartPart[]): MultipartBody {
  const boundary = `----smis-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`,
        ),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A body with one file in `field`. */
export function multipartBody(field: string, file: MultipartFile): MultipartBody {
  return multipartParts([{ field, file }]);
}
