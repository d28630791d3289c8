import { useMutation } from '@tanstack/react-query';
import { fetchApiBlob } from '@/lib/api/fetch-api-blob';
import { saveFile } from '@/lib/dom/save-file';
import type { StudentListFilters } from '@/features/students/api/student-keys';
import { STUDENTS_PATH } from '@/features/students/api/student-paths';

export type ExportFilters = Pick<StudentListFilters, 'search' | 'status' | 'gender'>;

/** students-YYYY-MM-DD.csv, dated on this device. */
export function exportFileName(now: Date = new Date()): string {
  const date = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `students-${date}.csv`;
}

/** GET /students/export?format=csv with the list's filters (spec part 2 §7.1), saved as a file. */
export async function exportStudents(filters: ExportFilters): Promise<string> {
  const params = new URLSearchParams({ format: 'csv' });
  if (filters.search !== '') params.set('search', filters.search);
  if (filters.status !== '') params.set('status', filters.status);
  if (filters.gender !== '') params.set('gender', filters.gender);
  const { blob } = await fetchApiBlob(`${STUDENTS_PATH}/export?${params.toString()}`);
  const fileName = exportFileName();
  saveFile(blob, fileName);
  return fileName;
}

export function useExportStudents() {
  return useMutation({ mutationFn: exportStudents });
}
