/** Exams, their grades and exam timetables (spec part 2 §7.7). */
import type { FastifyPluginAsync } from 'fastify';
import { examCrudRoutes } from './exam-crud-routes';
import { examGradeRoutes } from './exam-grade-routes';
import { examTimetableRoutes } from './exam-timetable-routes';
import { gradeRoutes } from './grade-routes';

export const examRoutes: FastifyPluginAsync = async (app) => {
  await app.register(examCrudRoutes);
  await app.register(examGradeRoutes);
  await app.register(gradeRoutes);
  await app.register(examTimetableRoutes);
};
