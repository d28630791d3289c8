/**
 * Names of photos that are replaced as a whole (students' and teachers' photos):
 * `{prefix}-{ownerId}-{version}.{ext}` under the server's upload folder, where the version is the
 * upload time in milliseconds, so each upload gets a new URL and a browser never shows a cached
 * older photo. Only values of exactly this shape, for this owner, are ever opened, so a stored
 * value (seeded, imported, edited by hand) can never point the server at another file.
 */
import { imageKindByExtension, type ImageKind } from '../images/image-signature';

export type VersionedImageFile = { relativePath: string; version: number; kind: ImageKind };

/** `prefix` is the folder and name start, e.g. `avatars/student`. */
export function versionedImagePath(prefix: string, ownerId: number, version: number, kind: ImageKind): string {
  return `${prefix}-${ownerId}-${version}.${kind.extension}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stored photo of this owner, or null when the value is empty or not one of ours. */
export function parseVersionedImagePath(prefix: string, ownerId: number, stored: string | null): VersionedImageFile | null {
  const match = stored ? new RegExp(`^${escapeRegExp(prefix)}-(\\d+)-(\\d+)\\.(jpg|png|webp|gif)$`).exec(stored) : null;
  if (!match || Number(match[1]) !== ownerId) return null;
  const kind = imageKindByExtension(match[3]);
  if (!kind) return null;
  return { relativePath: match[0], version: Number(match[2]), kind };
}
