/** Performance GETs for teachers, subjects, schools and parents (spec part 2 §7.7), one file each. */
import type { FastifyPluginAsync } from 'fastify';
import { familyPerformanceRoutes } from './family-performance-routes';
import { schoolPerformanceRoutes } from './school-performance-routes';
import { subjectPerformanceRoutes } from './subject-performance-routes';
import { teacherPerformanceRoutes } from './teacher-performance-routes';

export const performanceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(teacherPerformanceRoutes);
  await app.register(subjectPerformanceRoutes);
  await app.register(schoolPerformanceRoutes);
  await app.register(familyPerformanceRoutes);
};
