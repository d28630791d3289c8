/**
 * GET /attendances/export: the register of a range (optionally one class) as CSV, saved with the
 * name the server gave it (Content-Disposition), or the same name built here when the header is
 * hidden. Resolves with the saved file's name.
 */
import { useMutation } from '@tanstack/react-query';
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import { sendForFile } from '@/lib/api/send-for-file';
import { saveFile } from '@/lib/dom/save-file';

export type AttendanceExportQuery = { from: string; to: string; classId?: number };

/** The server's own name for the file (attendance-export-routes.ts). */
export function attendanceExportFileName({ from, to }: AttendanceExportQuery): string {
  return `attendance-${from}-to-${to}.csv`;
}

export async function exportAttendance(query: AttendanceExportQuery): Promise<string> {
  const { blob, fileName } = await sendForFile(reportEndpoints.exportCsv, { query: { from: query.from, to: query.to, classId: query.classId } });
  const name = fileName ?? attendanceExportFileName(query);
  saveFile(blob, name);
  return name;
}

export function useExportAttendance() {
  return useMutation({ mutationFn: exportAttendance });
}
