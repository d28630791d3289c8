import { useQuery } from '@tanstack/react-query';
import { DEFAULT_API_BASE_URL } from '@/lib/api/api-client';
import { fetchApiBlob } from '@/features/students/api/fetch-api-blob';
import { studentKeys } from '@/features/students/api/student-keys';

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The saved photo as an image source. The API serves it only with the bearer token, which an
 * `<img src>` cannot send, so it is fetched like the card and shown as a data URL (no object URL
 * to release while the query cache keeps it). A URL outside the API is used as it is; a failure
 * shows the placeholder (null).
 */
export function useStudentPhoto(avatarUrl: string | null | undefined, studentId: number | undefined): string | null {
  const apiPrefix = `${DEFAULT_API_BASE_URL}/`;
  const viaApi = typeof avatarUrl === 'string' && avatarUrl.startsWith(apiPrefix);
  const query = useQuery({
    queryKey: [...studentKeys.detail(studentId ?? 0), 'photo', avatarUrl],
    queryFn: async () => readAsDataUrl((await fetchApiBlob(avatarUrl!.slice(DEFAULT_API_BASE_URL.length))).blob),
    enabled: viaApi && studentId !== undefined,
    retry: false,
  });
  if (!avatarUrl) return null;
  return viaApi ? (query.data ?? null) : avatarUrl;
}
