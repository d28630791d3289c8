/** Registers every area's routes under /api. Each area adds its own line here. */
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import { customerRoutes } from './customers/customer-routes';
import { customerExtrasRoutes } from './customers/extras/customer-extras-routes';
import { financeRoutes } from './finance/finance-routes';
import { healthRoutes } from './health/health-routes';
import { rbacRoutes } from './rbac/rbac-routes';
import { schoolSettingsRoutes } from './settings/school-settings-routes';
import { staffRoutes } from './staff/staff-routes';
import { studentAnalyticsRoutes } from './students/student-analytics-routes';
import { studentCardRoutes } from './students/student-card-routes';
import { studentRoutes } from './students/student-routes';
import { teacherAnalyticsRoutes } from './teachers/teacher-analytics-routes';
import { teacherLookupRoutes } from './teachers/teacher-lookup-routes';
import { teacherRoutes } from './teachers/teacher-routes';
import { teacherTransferRoutes } from './teachers/teacher-transfer-routes';
import { teacherUploadRoutes } from './teachers/teacher-upload-routes';
import { userRoutes } from './users/user-routes';

export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(rbacRoutes);
  await api.register(userRoutes);
  await api.register(staffRoutes);
  await api.register(teacherLookupRoutes);
  await api.register(teacherRoutes);
  await api.register(teacherAnalyticsRoutes);
  await api.register(teacherTransferRoutes);
  await api.register(teacherUploadRoutes);
  await api.register(studentRoutes);
  await api.register(studentCardRoutes);
  await api.register(studentAnalyticsRoutes);
  await api.register(customerRoutes);
  await api.register(customerExtrasRoutes);
  await api.register(schoolSettingsRoutes);
  await api.register(financeRoutes);
};
