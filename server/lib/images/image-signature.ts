/**
 * What kind of image a file is, judged from its first bytes (its "magic number"), never from the
 * name or the Content-Type the client sent: either can claim "image/png" for anything.
 */
export type ImageKind = {
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  extension: 'jpg' | 'png' | 'webp' | 'gif';
};

const JPEG: ImageKind = { mimeType: 'image/jpeg', extension: 'jpg' };
const PNG: ImageKind = { mimeType: 'image/png', extension: 'png' };
const WEBP: ImageKind = { mimeType: 'image/webp', extension: 'webp' };
const GIF: ImageKind = { mimeType: 'image/gif', extension: 'gif' };

export const IMAGE_KINDS: readonly ImageKind[] = [JPEG, PNG, WEBP, GIF];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** The image kind, or null when the bytes are not a JPEG, PNG, WebP or GIF image. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, PNG_SIGNATURE)) return PNG;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  return null;
}

export function imageKindByExtension(extension: string): ImageKind | null {
  return IMAGE_KINDS.find((kind) => kind.extension === extension) ?? null;
}
