/**
 * GET /messages/files/{id}: the attached file, fetched with the bearer token (a plain link would
 * go without it) and handed to the browser as a download. Never retried or cached.
 */
import { useMutation } from '@tanstack/react-query';
import type { Message } from '@/contract/messaging';
import { DEFAULT_API_BASE_URL } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { fetchApiBlob } from '@/lib/api/fetch-api-blob';
import { saveFile } from '@/lib/dom/save-file';

/** The path under the API base: the server's own `url` (it starts with the base), else the route's. */
export function messageFilePath(message: Pick<Message, 'id' | 'file'>): string {
  const url = message.file?.url ?? '';
  if (url.startsWith(`${DEFAULT_API_BASE_URL}/`)) return url.slice(DEFAULT_API_BASE_URL.length);
  return `/messages/files/${message.id}`;
}

export async function downloadMessageFile(message: Message): Promise<void> {
  const { blob, fileName } = await fetchApiBlob(messageFilePath(message));
  // An empty answer is no file: saving it would hand over a broken one.
  if (blob.size === 0) throw new ApiError('HTTP', '', { status: 200 });
  saveFile(blob, fileName ?? message.file?.name ?? `message-${message.id}`);
}

export function useDownloadMessageFile() {
  return useMutation({ mutationFn: downloadMessageFile });
}
