import { useApiImage } from '@/lib/api/use-api-image';
import { studentKeys } from '@/features/students/api/student-keys';

/**
 * The saved photo as an image source (fetched with the bearer token, see useApiImage), cached
 * under the student's detail key so saving the student refreshes it.
 */
export function useStudentPhoto(avatarUrl: string | null | undefined, studentId: number | undefined): string | null {
  // Without a student there is no saved photo to show (a new student's form).
  return useApiImage(studentId === undefined ? null : avatarUrl, [...studentKeys.detail(studentId ?? 0), 'photo']);
}
