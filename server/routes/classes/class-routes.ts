/** Classes, subjects and timetables (spec part 2 §7.7). */
import type { FastifyPluginAsync } from 'fastify';
import { classFigureRoutes } from './class-figures-routes';
import { classListRoutes } from './class-list-routes';
import { classRecordRoutes } from './class-record-routes';
import { subjectRoutes } from './subject-routes';
import { timetableRoutes } from './timetable-routes';

export const classRoutes: FastifyPluginAsync = async (app) => {
  await app.register(classListRoutes);
  await app.register(classRecordRoutes);
  await app.register(classFigureRoutes);
  await app.register(subjectRoutes);
  await app.register(timetableRoutes);
};
