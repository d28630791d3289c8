/**
 * The students area's public module: what other server areas (and the seed) may use of it.
 * Everything else in the folder is the area's own; eslint.config.js holds areas to this.
 */
export { findVisibleStudent, type VisibleStudent } from './student-stats-lookup';
export { studentSearchMatches } from './student-list-filters';
export { checkedStudentDocumentPath, studentDocumentFolder } from './student-document-files';
export { studentAttendance, studentGrades } from './student-stats-records';
export { allStudentExams } from './student-portal-exams';
export { currentFees, feeSummary } from './student-portal-fees';
export { monthYearRange, narrowByMonthYear } from './student-portal-month-range';
export { toPortalAttendance, toPortalGrades } from './student-portal-record-views';
export { studentAcademicProgress } from './student-portal-academic-progress';
export { studentAttendanceStats } from './student-portal-attendance-stats';
