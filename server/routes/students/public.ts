/**
 * The students area's public module: what other server areas (and the seed) may use of it.
 * Everything else in the folder is the area's own; eslint.config.js holds areas to this.
 */
export { findVisibleStudent, type VisibleStudent } from './student-stats-lookup';
export { studentSearchMatches } from './student-list-filters';
export { checkedStudentDocumentPath, studentDocumentFolder } from './documents/student-document-files';
export { studentAttendance, studentGrades } from './analytics/student-stats-repository';
export { allStudentExams } from './portal/student-portal-exams';
export { currentFees, feeSummary } from './portal/student-portal-fees';
export { monthYearRange, narrowByMonthYear } from './portal/student-portal-month-range';
export { toPortalAttendance, toPortalGrades } from './portal/student-portal-record-views';
export { studentAcademicProgress } from './portal/student-portal-academic-progress';
export { studentAttendanceStats } from './portal/student-portal-attendance-stats';
export { studentCalendar } from './student-calendar';
