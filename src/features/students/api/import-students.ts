import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import type { CreateStudentInput, StudentImportResult } from '@/contract/students';
import { ApiError } from '@/lib/api/api-error';
import { WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { studentKeys } from '@/features/students/api/student-keys';

export const IMPORT_FAILED_MESSAGE = 'Import failed';

export type ImportStudentsVariables = {
  students: CreateStudentInput[];
  /** X-Request-ID of this part of the import: kept when it is sent again, so it is applied once. */
  requestId: string;
};

/**
 * The server's report, or queued. The import has no offline policy, so this app's service worker
 * never keeps it; a device still running an older worker until it updates may (its 202 "queued"
 * answer, which send() refuses for an endpoint without a policy).
 */
export type ImportStudentsAnswer = { queued: false; result: StudentImportResult } | { queued: true };

const QUEUED_STATUS = 202;

/**
 * POST /students/import {students} (spec part 2 §7.1): every row is validated and written on its
 * own; the answer lists the rejected rows (`row` counts from 1 within this call). An import of
 * up to MAX_STUDENT_IMPORT_ROWS rows takes a while, so it gets the base client's write time-out.
 */
export async function importStudents({ students, requestId }: ImportStudentsVariables): Promise<ImportStudentsAnswer> {
  try {
    const answer = await send(
      studentEndpoints.importRows,
      { body: { students } },
      { requestId, timeout: WRITE_TIMEOUT_MS, failed: IMPORT_FAILED_MESSAGE },
    );
    return { queued: false, result: answer.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === QUEUED_STATUS) return { queued: true };
    throw error;
  }
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
