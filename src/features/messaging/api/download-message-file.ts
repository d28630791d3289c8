/**
 * GET /messages/files/{id}: the attached file, fetched with the bearer token (a plain link would
 * go without it) and handed to the browser as a download. Never retried or cached.
 */
import { useMutation } from '@tanstack/react-query';
import * as messageEndpoints from '@/contract/endpoints/messaging/messages';
import type { Message } from '@/contract/messaging';
import { ApiError } from '@/lib/api/api-error';
import { sendForFile } from '@/lib/api/send-for-file';
import { saveFile } from '@/lib/dom/save-file';

export async function downloadMessageFile(message: Message): Promise<void> {
  const { blob, fileName } = await sendForFile(messageEndpoints.downloadFile, { params: { id: message.id } });
  // An empty answer is no file: saving it would hand over a broken one.
  if (blob.size === 0) throw new ApiError('HTTP', '', { status: 200 });
  saveFile(blob, fileName ?? message.file?.name ?? `message-${message.id}`);
}

export function useDownloadMessageFile() {
  return useMutation({ mutationFn: downloadMessageFile });
}
