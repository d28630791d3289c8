/**
 * The register's working copy: one row per student with the status chosen on screen, the in time
 * (LATE only) and remarks. Built from the class's students and the day's saved marks; the save
 * sends the marked rows only (a student left unmarked keeps no mark, or keeps their saved one).
 */
import type { AttendanceMark, AttendanceStatus, BulkAttendanceBody } from '@/contract/attendance';
import type { ClassStudent } from '@/features/attendance/api/get-class-students';

export type RegisterRow = { studentId: number; status: AttendanceStatus | null; inTime: string; remarks: string };
export type RegisterRows = Record<number, RegisterRow>;
export type RegisterCounts = Record<AttendanceStatus, number> & { unmarked: number };

/** What the register shows of a student's mark of the day. */
export type SavedMark = Pick<AttendanceMark, 'studentId' | 'status' | 'inTime' | 'remarks'>;

/** The rows as saved: the day's marks, and empty rows for students without one. */
export function rowsFromMarks(students: readonly ClassStudent[], marks: readonly SavedMark[]): RegisterRows {
  const byStudent = new Map(marks.map((mark) => [mark.studentId, mark]));
  return Object.fromEntries(
    students.map((student) => {
      const mark = byStudent.get(student.id);
      return [student.id, { studentId: student.id, status: mark?.status ?? null, inTime: mark?.inTime ?? '', remarks: mark?.remarks ?? '' }];
    }),
  );
}

export function countStatuses(students: readonly ClassStudent[], rows: RegisterRows): RegisterCounts {
  const counts: RegisterCounts = { PRESENT: 0, ABSENT: 0, LATE: 0, EXCUSED: 0, unmarked: 0 };
  for (const student of students) {
    const status = rows[student.id]?.status ?? null;
    if (status === null) counts.unmarked += 1;
    else counts[status] += 1;
  }
  return counts;
}

/** "All present": every unmarked student PRESENT; the marks already chosen stay. */
export function markUnmarkedPresent(rows: RegisterRows): RegisterRows {
  return Object.fromEntries(Object.values(rows).map((row) => [row.studentId, row.status === null ? { ...row, status: 'PRESENT' as const } : row]));
}

/** "Mark all present": every student PRESENT, whatever was chosen. */
export function markEveryonePresent(rows: RegisterRows): RegisterRows {
  return Object.fromEntries(Object.values(rows).map((row) => [row.studentId, { ...row, status: 'PRESENT' as const }]));
}

/** How many students already marked otherwise "Mark all present" would change. */
export function marksOverwritten(rows: RegisterRows): number {
  return Object.values(rows).filter((row) => row.status !== null && row.status !== 'PRESENT').length;
}

const sameRow = (a: RegisterRow | undefined, b: RegisterRow | undefined) =>
  a?.status === b?.status && (a?.inTime ?? '') === (b?.inTime ?? '') && (a?.remarks ?? '').trim() === (b?.remarks ?? '').trim();

/** Whether the screen holds changes not yet saved. */
export function hasUnsavedChanges(saved: RegisterRows, current: RegisterRows): boolean {
  return Object.keys(current).some((id) => !sameRow(saved[Number(id)], current[Number(id)]));
}

/** The bulk body: the marked students in the register's order; an in time only for LATE. */
export function toRegisterPayload(classId: number, date: string, students: readonly ClassStudent[], rows: RegisterRows): BulkAttendanceBody {
  const records = students.flatMap((student) => {
    const row = rows[student.id];
    if (!row?.status) return [];
    const remarks = row.remarks.trim();
    return [
      {
        studentId: student.id,
        status: row.status,
        ...(row.status === 'LATE' && row.inTime !== '' ? { inTime: row.inTime } : {}),
        ...(remarks !== '' ? { remarks } : {}),
      },
    ];
  });
  return { date, classId, records };
}

/** The server's per-row errors (`records.N.studentId`) mapped back to the students they name. */
export function rowErrors(payload: BulkAttendanceBody, errors: Record<string, string> | undefined): Record<number, string> {
  const result: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors ?? {})) {
    const match = /^records\.(\d+)\./.exec(field);
    const record = match ? payload.records[Number(match[1])] : undefined;
    if (record) result[record.studentId] = message;
  }
  return result;
}
