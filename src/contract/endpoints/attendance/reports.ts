/**
 * The attendance reports (spec part 2 §7.6), all reads within the school scope: counts and rate
 * (/stats), per day (/summary), per class with the registers not taken (/class-summary), the
 * analytics screen's figures, a class's month as a matrix, and the register of a range as CSV.
 * These answers carry no message.
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import {
  ATTENDANCE_EXPORT_HEADERS,
  MAX_EXPORT_ROWS,
  attendanceAnalyticsSchema,
  attendanceExportQuerySchema,
  attendanceReportQuerySchema,
  attendanceStatsQuerySchema,
  attendanceStatsSchema,
  attendanceSummarySchema,
  classSummaryQuerySchema,
  classSummarySchema,
  monthlyMatrixQuerySchema,
  monthlyMatrixSchema,
} from '@/contract/attendance';
import { defineEndpoint } from '@/contract/endpoint';

const tags = ['attendance'];
const access = { permission: 'attendance:read' };

export const stats = defineEndpoint({
  method: 'GET',
  path: '/attendances/stats',
  tags,
  summary: 'Counts by status and the attendance rate (PRESENT over all marks, whole percent); from/to/classId/studentId narrow them (every mark by default)',
  access,
  query: attendanceStatsQuerySchema,
  answers: { 200: successResponse(attendanceStatsSchema) },
});

export const summary = defineEndpoint({
  method: 'GET',
  path: '/attendances/summary',
  tags,
  summary: 'Per day of a range (the last 30 days by default, at most 366): the four counts, marks and rate; days without marks are left out',
  access,
  query: attendanceReportQuerySchema,
  answers: { 200: successResponse(attendanceSummarySchema) },
});

export const classSummary = defineEndpoint({
  method: 'GET',
  path: '/attendances/class-summary',
  tags,
  summary: 'Per class for a day (today by default) or a range: class size, counts, rate and whether the register was taken; notMarked lists the classes without marks',
  access,
  query: classSummaryQuerySchema,
  answers: { 200: successResponse(classSummarySchema) },
});

export const analytics = defineEndpoint({
  method: 'GET',
  path: '/attendances/analytics',
  tags,
  summary: 'For a range (last 30 days by default) and optional class: totals, trend by day, by class, by weekday, and the top 10 absentees',
  access,
  query: attendanceReportQuerySchema,
  answers: { 200: successResponse(attendanceAnalyticsSchema) },
});

export const monthlyMatrix = defineEndpoint({
  method: 'GET',
  path: '/attendances/monthly-matrix',
  tags,
  summary: "A class's month: students × days, each cell the status or null, with per-student and per-day totals and rates",
  access,
  query: monthlyMatrixQuerySchema,
  answers: { 200: successResponse(monthlyMatrixSchema) },
});

export const exportCsv = defineEndpoint({
  method: 'GET',
  path: '/attendances/export',
  tags,
  summary: 'The attendance register of a range (current month by default) as a CSV file; optional class and status',
  description: `Answers text/csv (UTF-8 with a byte order mark, CRLF line ends, header row: ${ATTENDANCE_EXPORT_HEADERS.join(', ')}) as an attachment. At most ${MAX_EXPORT_ROWS} rows (400 beyond).`,
  // The file holds exactly what the list shows to the same user.
  access,
  query: attendanceExportQuerySchema,
  answers: { 200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } } },
});
