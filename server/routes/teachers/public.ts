/**
 * The teachers area's public module: what other server areas (and the seed) may use of it.
 * Everything else in the folder is the area's own; eslint.config.js holds areas to this.
 */
export { figuresOf, percentOf } from './analytics/teacher-analytics-figures';
export { gradingTimeliness, PERFORMANCE_METHOD, performanceScore } from './analytics/teacher-analytics-performance';
export { type ExamGrading } from './analytics/teacher-analytics-repository';
