import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_MESSAGES } from '@/contract/students';
import { fetchApiBlob } from '@/lib/api/fetch-api-blob';
import { studentKeys } from '@/features/students/api/student-keys';
import { studentCardFileName, studentCardPath } from '@/features/students/api/student-paths';

/** The card came back with nothing in it (spec part 2 §8 'No card data received'). */
export class NoCardDataError extends Error {
  constructor() {
    super(STUDENT_MESSAGES.noCardData);
    this.name = 'NoCardDataError';
  }
}

/** GET /students/{id}/card: the ID card as a JPEG (the server counts a print). */
export async function getStudentCard(id: number): Promise<Blob> {
  const { blob } = await fetchApiBlob(studentCardPath(id));
  if (blob.size === 0) throw new NoCardDataError();
  return blob;
}

/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download (revoking at once cancels it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads student-card-{id}.jpg; the print count shown anywhere refreshes afterwards. */
export async function downloadStudentCard(id: number): Promise<void> {
  saveFile(await getStudentCard(id), studentCardFileName(id));
}

export function useDownloadStudentCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadStudentCard,
    // Also on failure: the server may have counted a print before the download broke.
    onSettled: async (_result, _error, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.printCount(id) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: studentKeys.detail(id), exact: true }),
      ]);
    },
  });
}
