/**
 * How a student's photo is named. users.avatar_path holds `avatars/student-{studentId}-{version}.{ext}`
 * relative to the server's upload folder ({DATA_DIR}/uploads); see versioned-image-path.ts for why
 * the version and why only names of exactly this shape are opened. The URL is
 * `/api/students/{id}/avatar?v={version}`.
 */
import { fillPath } from '@/contract/endpoint';
import * as studentCardEndpoints from '@/contract/endpoints/students/card';
import type { ImageKind } from '../../lib/images/image-signature';
import { parseVersionedImagePath, versionedImagePath, type VersionedImageFile } from '../../lib/uploads/versioned-image-path';

const AVATAR_PREFIX = 'avatars/student';

export function avatarRelativePath(studentId: number, version: number, kind: ImageKind): string {
  return versionedImagePath(AVATAR_PREFIX, studentId, version, kind);
}

/** The stored photo of this student, or null when the value is empty or not one of ours. */
export function parseAvatarPath(studentId: number, avatarPath: string | null): VersionedImageFile | null {
  return parseVersionedImagePath(AVATAR_PREFIX, studentId, avatarPath);
}

/** The URL the client shows (the `user.avatar` of the student DTO), or null without a photo. */
export function studentAvatarUrl(studentId: number, avatarPath: string | null): string | null {
  const file = parseAvatarPath(studentId, avatarPath);
  return file ? `/api${fillPath(studentCardEndpoints.avatar.path, { id: studentId })}?v=${file.version}` : null;
}
