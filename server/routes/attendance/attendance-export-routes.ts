/**
 * GET /attendances/export: the register of a range (the current month by default, at most 366
 * days), optionally one class and one status, as a CSV attachment (server/lib/csv.ts: UTF-8 with
 * a byte order mark so Excel reads Dari names, formula cells defused). Oldest day first, then
 * class, roll number and name. At most MAX_EXPORT_ROWS rows: more is 400 naming the count and the
 * cap (server/lib/export-cap.ts) so the user narrows it.
 * Access: attendance:read — the file holds exactly what the list shows to the same user.
 */
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import type { FastifyPluginAsync } from 'fastify';
import { ATTENDANCE_EXPORT_HEADERS } from '@/contract/attendance';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { requireUser } from '../../lib/permission-checks';
import { clockOf } from './attendance-mark-dto';
import { monthOrRange } from './attendance-range';
import { exportRows } from './attendance-report-repository';
import { checkReportFilters } from './attendance-scope';
import { routeEndpoint } from '../../lib/route-endpoint';

type ExportRow = {
  date: string;
  admissionNo: string;
  rollNo: string | null;
  studentName: string;
  className: string | null;
  status: string;
  inTime: string | null;
  outTime: string | null;
  remarks: string | null;
};

const [date, admission, roll, student, klass, status, inTime, outTime, remarks] = ATTENDANCE_EXPORT_HEADERS;
const COLUMNS: CsvColumn<ExportRow>[] = [
  { header: date, value: (row) => row.date },
  { header: admission, value: (row) => row.admissionNo },
  { header: roll, value: (row) => row.rollNo },
  { header: student, value: (row) => row.studentName },
  { header: klass, value: (row) => row.className },
  { header: status, value: (row) => row.status },
  { header: inTime, value: (row) => clockOf(row.inTime) },
  { header: outTime, value: (row) => clockOf(row.outTime) },
  { header: remarks, value: (row) => row.remarks },
];

export const attendanceExportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, reportEndpoints.exportCsv, async (request, reply) => {
    const user = requireUser(request.user);
    const range = monthOrRange(request.query);
    await checkReportFilters(app.db, user, request.query);
    const rows = await exportRows(app.db, user, range, { classId: request.query.classId, status: request.query.status });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="attendance-${range.from}-to-${range.to}.csv"`)
      .header('cache-control', 'no-store')
      .send(toCsv(COLUMNS, rows));
  });
};
