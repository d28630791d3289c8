import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentImportResultSchema, type CreateStudentInput, type StudentImportResult } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { studentKeys } from '@/features/students/api/student-keys';
import { STUDENTS_PATH } from '@/features/students/api/student-paths';

export const STUDENT_IMPORT_PATH = `${STUDENTS_PATH}/import`;
export const IMPORT_FAILED_MESSAGE = 'Import failed';

export type ImportStudentsVariables = {
  students: CreateStudentInput[];
  /** X-Request-ID of this part of the import: kept when it is sent again, so it is applied once. */
  requestId: string;
};

/**
 * The server's report, or queued. This app's service worker never queues an import
 * (write-routing.ts), but a device still running an older worker until it updates may.
 */
export type ImportStudentsAnswer = { queued: false; result: StudentImportResult } | { queued: true };

/**
 * POST /students/import {students} (spec part 2 §7.1): every row is validated and written on its
 * own; the answer lists the rejected rows (`row` counts from 1 within this call). An import of
 * up to MAX_STUDENT_IMPORT_ROWS rows takes a while, so it gets the base client's write time-out.
 */
export async function importStudents({ students, requestId }: ImportStudentsVariables): Promise<ImportStudentsAnswer> {
  const answer = await api.post<unknown>(STUDENT_IMPORT_PATH, { students }, { requestId, timeout: WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? IMPORT_FAILED_MESSAGE, { status: 200 });
  if (answer.queued === true) return { queued: true };
  const result = studentImportResultSchema.safeParse(answer.data);
  if (!result.success) throw new ApiError('HTTP', IMPORT_FAILED_MESSAGE, { status: 200, cause: result.error });
  return { queued: false, result: result.data };
}

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    onSuccess: (answer) => {
      if (answer.queued || answer.result.imported === 0) return;
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: studentKeys.analyticsAll() });
    },
  });
}
