import { useQuery, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_API_BASE_URL } from '@/lib/api/api-client';
import { fetchApiBlob } from '@/lib/api/fetch-api-blob';

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/**
 * An image the API serves only with the bearer token (a student's or a teacher's photo), as an
 * image source. An `<img src>` cannot send the token, so it is fetched and shown as a data URL (no
 * object URL to release while the query cache keeps it). A URL outside the API is used as it is;
 * no URL or a failure gives null (the caller shows its placeholder). The URL is the last part of
 * the query key, so a new photo (`?v=…`) is fetched anew.
 */
export function useApiImage(url: string | null | undefined, queryKey: QueryKey): string | null {
  const apiPrefix = `${DEFAULT_API_BASE_URL}/`;
  const viaApi = typeof url === 'string' && url.startsWith(apiPrefix);
  const query = useQuery({
    queryKey: [...queryKey, url],
    queryFn: async () => readAsDataUrl((await fetchApiBlob(url!.slice(DEFAULT_API_BASE_URL.length))).blob),
    enabled: viaApi,
    retry: false,
  });
  if (!url) return null;
  return viaApi ? (query.data ?? null) : url;
}
