/**
 * How a teacher's photo is named. teachers.photo holds `teachers/photos/teacher-{id}-{version}.{ext}`
 * relative to the server's upload folder ({DATA_DIR}/uploads); see versioned-image-path.ts for why
 * the version and why only values of exactly this shape are opened. The URL is
 * `/api/teachers/{id}/photo?v={version}`.
 */
import { fillPath } from '@/contract/endpoint';
import * as fileEndpoints from '@/contract/endpoints/teachers/files';
import type { ImageKind } from '../../../lib/images/image-signature';
import { parseVersionedImagePath, versionedImagePath, type VersionedImageFile } from '../../../lib/uploads/versioned-image-path';

const PHOTO_PREFIX = 'teachers/photos/teacher';

export function teacherPhotoRelativePath(teacherId: number, version: number, kind: ImageKind): string {
  return versionedImagePath(PHOTO_PREFIX, teacherId, version, kind);
}

/** The stored photo of this teacher, or null when the value is empty or not one of ours. */
export function parseTeacherPhotoPath(teacherId: number, photo: string | null): VersionedImageFile | null {
  return parseVersionedImagePath(PHOTO_PREFIX, teacherId, photo);
}

/** The URL the client shows (the `photo` of the teacher DTO), or null without a photo. */
export function teacherPhotoUrl(teacherId: number, photo: string | null): string | null {
  const file = parseTeacherPhotoPath(teacherId, photo);
  return file ? `/api${fillPath(fileEndpoints.photo.path, { id: teacherId })}?v=${file.version}` : null;
}
