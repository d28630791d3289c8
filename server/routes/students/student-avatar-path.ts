/**
 * How a student's photo is named. users.avatar_path holds `avatars/student-{studentId}-{version}.{ext}`
 * relative to the server's upload folder ({DATA_DIR}/uploads); the version is the upload time in
 * milliseconds, so each upload gets a new URL (`/api/students/{id}/avatar?v={version}`) and a
 * browser never shows a cached older photo. Only names of exactly this shape are ever opened, so
 * a stored value can never point the server at another file.
 */
import { imageKindByExtension, type ImageKind } from '../../lib/images/image-signature';

export type AvatarFile = { relativePath: string; version: number; kind: ImageKind };

const AVATAR_PATH_PATTERN = /^avatars\/student-(\d+)-(\d+)\.(jpg|png|webp|gif)$/;

export function avatarRelativePath(studentId: number, version: number, kind: ImageKind): string {
  return `avatars/student-${studentId}-${version}.${kind.extension}`;
}

/** The stored photo of this student, or null when the value is empty or not one of ours. */
export function parseAvatarPath(studentId: number, avatarPath: string | null): AvatarFile | null {
  const match = avatarPath ? AVATAR_PATH_PATTERN.exec(avatarPath) : null;
  if (!match || Number(match[1]) !== studentId) return null;
  const kind = imageKindByExtension(match[3]);
  if (!kind) return null;
  return { relativePath: match[0], version: Number(match[2]), kind };
}

/** The URL the client shows (the `user.avatar` of the student DTO), or null without a photo. */
export function studentAvatarUrl(studentId: number, avatarPath: string | null): string | null {
  const file = parseAvatarPath(studentId, avatarPath);
  return file ? `/api/students/${studentId}/avatar?v=${file.version}` : null;
}
