import { SimpleGrid } from '@mantine/core';
import {
  IconBook,
  IconCalendarCheck,
  IconChalkboard,
  IconChecklist,
  IconSchool,
  IconStar,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_FALLBACKS } from '@/contract/student-analytics';
import type { DashboardAnalytics } from '@/features/students/api/get-student-analytics';
import { StatCard } from '@/features/students/dashboard/stat-card';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

type Figure = { key: string; label: string; value: number | undefined; fallback?: number; kind: 'count' | 'percent'; icon: ReactNode; color: string };

export type StatCardsProps = { analytics: DashboardAnalytics };

/**
 * The eight stat cards (spec §2.2). The spec's fallbacks (245 / 87.3 / 94.2 / 91.8) stand in only
 * for a field missing from the answer, and say so; a real 0 is shown as 0.
 */
export function StatCards({ analytics }: StatCardsProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const figures: Figure[] = [
    { key: 'totalStudents', label: t('studentDashboard.stats.totalStudents'), value: analytics.totalStudents, fallback: DASHBOARD_FALLBACKS.totalStudents, kind: 'count', icon: <IconUsers size={20} />, color: 'blue' },
    { key: 'averageGrade', label: t('studentDashboard.stats.averageGrade'), value: analytics.averageGrade, fallback: DASHBOARD_FALLBACKS.averageGrade, kind: 'percent', icon: <IconStar size={20} />, color: 'violet' },
    { key: 'attendanceRate', label: t('studentDashboard.stats.attendanceRate'), value: analytics.attendanceRate, fallback: DASHBOARD_FALLBACKS.attendanceRate, kind: 'percent', icon: <IconCalendarCheck size={20} />, color: 'teal' },
    { key: 'completionRate', label: t('studentDashboard.stats.completionRate'), value: analytics.completionRate, fallback: DASHBOARD_FALLBACKS.completionRate, kind: 'percent', icon: <IconChecklist size={20} />, color: 'cyan' },
    { key: 'topPerformers', label: t('studentDashboard.stats.topPerformers'), value: analytics.topPerformerCount, kind: 'count', icon: <IconTrophy size={20} />, color: 'yellow' },
    { key: 'activeClasses', label: t('studentDashboard.stats.activeClasses'), value: analytics.activeClasses, kind: 'count', icon: <IconChalkboard size={20} />, color: 'orange' },
    { key: 'teachers', label: t('studentDashboard.stats.teachers'), value: analytics.teachers, kind: 'count', icon: <IconSchool size={20} />, color: 'grape' },
    { key: 'subjects', label: t('studentDashboard.stats.subjects'), value: analytics.subjects, kind: 'count', icon: <IconBook size={20} />, color: 'indigo' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-label={t('studentDashboard.stats.label')} role="list">
      {figures.map((figure) => {
        const shown = figure.value ?? figure.fallback;
        const formatted = shown === undefined ? null : figure.kind === 'percent' ? format.percent(shown) : format.count(shown);
        return (
          <div role="listitem" key={figure.key}>
            <StatCard label={figure.label} value={formatted} isFallback={figure.value === undefined && figure.fallback !== undefined} icon={figure.icon} color={figure.color} />
          </div>
        );
      })}
    </SimpleGrid>
  );
}
