import { useMutation } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import { sendForFile } from '@/lib/api/send-for-file';
import { saveFile } from '@/lib/dom/save-file';
import type { StudentListFilters } from '@/features/students/api/student-keys';

export type ExportFilters = Pick<StudentListFilters, 'search' | 'status' | 'gender'>;

/** students-YYYY-MM-DD.csv, dated on this device. */
export function exportFileName(now: Date = new Date()): string {
  const date = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `students-${date}.csv`;
}

/** GET /students/export?format=csv with the list's filters (spec part 2 §7.1), saved as a file. */
export async function exportStudents(filters: ExportFilters): Promise<string> {
  const { blob } = await sendForFile(studentEndpoints.exportCsv, {
    query: {
      format: 'csv',
      search: filters.search === '' ? undefined : filters.search,
      status: filters.status === '' ? undefined : filters.status,
      gender: filters.gender === '' ? undefined : filters.gender,
    },
  });
  const fileName = exportFileName();
  saveFile(blob, fileName);
  return fileName;
}

export function useExportStudents() {
  return useMutation({ mutationFn: exportStudents });
}
