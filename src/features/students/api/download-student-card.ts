import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as studentCardEndpoints from '@/contract/endpoints/students/card';
import { STUDENT_MESSAGES } from '@/contract/students';
import { sendForFile } from '@/lib/api/send-for-file';
import { studentKeys } from '@/features/students/api/student-keys';
import { saveFile } from '@/lib/dom/save-file';

/** The card came back with nothing in it (spec part 2 §8 'No card data received'). */
export class NoCardDataError extends Error {
  constructor() {
    super(STUDENT_MESSAGES.noCardData);
    this.name = 'NoCardDataError';
  }
}

/** GET /students/{id}/card: the ID card as a JPEG (the server counts a print). */
export async function getStudentCard(id: number): Promise<Blob> {
  const { blob } = await sendForFile(studentCardEndpoints.card, { params: { id } });
  if (blob.size === 0) throw new NoCardDataError();
  return blob;
}

/** The file name the spec gives the downloaded card (part 2 §7.1). */
export function studentCardFileName(id: number): string {
  return `student-card-${id}.jpg`;
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
