/** The Teachers page's Analytics tab (spec part 2 §2.3), from GET /teachers/stats. */
// The charts' own styles: the app's full-styles.ts does not load them (yet).
import '@mantine/charts/styles.layer.css';
import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconCash, IconRefresh, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useTeacherStats } from '@/features/teachers/api/get-teacher-stats';
import { DepartmentDistributionChart } from '@/features/teachers/analytics/department-distribution-chart';
import { StatCard } from '@/lib/ui/stat-card';
import { TeacherStatusOverview } from '@/features/teachers/analytics/teacher-status-overview';
import { useTeacherFormat } from '@/features/teachers/hooks/use-teacher-format';

export function TeacherAnalytics() {
  const { t } = useTranslation();
  const format = useTeacherFormat();
  const query = useTeacherStats();
  const { data: stats, error, isFetching, dataUpdatedAt } = query;
  const retry = () => void query.refetch();

  if (stats === undefined && query.isPending) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">{t('teachers.analytics.loading')}</Text>
        </Stack>
      </Center>
    );
  }

  const errorAlert = error ? (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('teachers.analytics.errorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, t('teachers.analytics.errorFallback'))}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={retry} loading={isFetching}>
          {t('teachers.analytics.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  ) : null;
  if (stats === undefined) return errorAlert;

  return (
    <Stack gap="md" aria-busy={isFetching} aria-label={t('teachers.analytics.label')} component="section">
      {/* Figures already on screen stay when a later refresh fails; the error shows above them. */}
      {errorAlert}
      <Text size="xs" c="dimmed">
        {t('teachers.analytics.updatedAt', { time: format.time(dataUpdatedAt) })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard label={t('teachers.analytics.totalTeachers')} value={format.count(stats.total)} icon={<IconUsers size={20} />} color="indigo" />
        <StatCard label={t('teachers.analytics.activeTeachers')} value={format.count(stats.active)} icon={<IconUserCheck size={20} />} color="teal" />
        <StatCard label={t('teachers.analytics.averageSalary')} value={format.salary(stats.averageSalary)} icon={<IconCash size={20} />} color="green" />
        <StatCard label={t('teachers.analytics.departments')} value={format.count(stats.departments)} icon={<IconBuilding size={20} />} color="grape" />
      </SimpleGrid>
      {stats.total === 0 ? (
        <Center py="lg" role="status">
          <Text c="dimmed">{t('teachers.analytics.empty')}</Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DepartmentDistributionChart departments={stats.byDepartment} />
          <TeacherStatusOverview stats={stats} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
