/**
 * Teachers' figures (spec part 2 §7.2): GET /teachers/stats, /stats/department, /stats/experience
 * (optional schoolId, checked against the scope: 403 outside it) and GET /teachers/{id}/stats.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { teacherIdParamsSchema } from '@/contract/endpoints/teachers/teachers';
import {
  teacherDepartmentStatsSchema,
  teacherExperienceStatsSchema,
  teacherOwnStatsSchema,
  teacherStatsQuerySchema,
  teacherStatsSchema,
} from '@/contract/teachers';

const tags = ['teachers'];
const access = { permission: 'teacher:read' };
const query = teacherStatsQuerySchema.extend({ _t: z.unknown().optional() });
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const overview = defineEndpoint({
  method: 'GET',
  path: '/teachers/stats',
  tags,
  summary: 'Counts by status and department, average salary and experience',
  access,
  query,
  answers: { 200: answer(teacherStatsSchema) },
});

export const byDepartment = defineEndpoint({
  method: 'GET',
  path: '/teachers/stats/department',
  tags,
  summary: 'Teachers by department: count, active, average salary and experience',
  access,
  query,
  answers: { 200: answer(teacherDepartmentStatsSchema) },
});

export const byExperience = defineEndpoint({
  method: 'GET',
  path: '/teachers/stats/experience',
  tags,
  summary: 'Teachers by experience band (0-2, 3-5, 6-10, 11-20, 21+ years)',
  access,
  query,
  answers: { 200: answer(teacherExperienceStatsSchema) },
});

export const ofTeacher = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/stats',
  tags,
  summary: "One teacher's class assignments, classes, subjects, students taught, years of service and pay",
  access,
  params: teacherIdParamsSchema,
  answers: { 200: answer(teacherOwnStatsSchema) },
});
