/**
 * The ONE query-key factory of the attendance area (CONVENTIONS §2). Any attendance write
 * invalidates `attendanceKeys.all`: the register, the gate's day, the matrix and the summaries all
 * count the same marks.
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  classes: () => [...attendanceKeys.all, 'classes'] as const,
  /** `filters`: the query of GET /attendances (classId, date, studentId, status, page...). */
  marks: (filters: object) => [...attendanceKeys.all, 'marks', filters] as const,
  classStudents: (classId: number) => [...attendanceKeys.all, 'class-students', classId] as const,
  reports: () => [...attendanceKeys.all, 'reports'] as const,
  /** `kind`: stats, summary, class-summary, analytics, matrix; `query`: its parameters. */
  report: (kind: string, query: object) => [...attendanceKeys.reports(), kind, query] as const,
};
