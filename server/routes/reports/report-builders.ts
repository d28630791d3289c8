/** Which computation makes each report type (src/contract/reports.ts REPORT_TYPES). */
import type { ReportGenerateBody } from '@/contract/reports';
import type { DbOrTx } from '../../db/connection';
import { buildAcademicReport } from './report-academic';
import { buildAttendanceReport } from './report-attendance';
import { buildFeesReport } from './report-fees';
import { buildStaffReport } from './report-staff';
import { buildStudentsReport } from './report-students';
import type { BuiltReport } from './report-table';

export function buildReport(db: DbOrTx, schoolId: number, body: ReportGenerateBody): Promise<BuiltReport> {
  switch (body.type) {
    case 'ATTENDANCE':
      return buildAttendanceReport(db, schoolId, body.parameters);
    case 'FEES':
      return buildFeesReport(db, schoolId, body.parameters);
    case 'ACADEMIC':
      return buildAcademicReport(db, schoolId, body.parameters);
    case 'STUDENTS':
      return buildStudentsReport(db, schoolId, body.parameters);
    case 'STAFF':
      return buildStaffReport(db, schoolId, body.parameters);
  }
}
