import { Progress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconCalendarCheck, IconSchool, IconStar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/lib/ui/stat-card';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useClassStats } from '@/features/classes/api/get-class-detail';
import { fillPercent } from '@/features/classes/components/class-card';

/** The detail's header figures (GET /classes/{id}/stats): students, attendance (30 days), average grade, capacity. */
export function ClassFigures({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const stats = useClassStats(classId);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (stats.isPending) return <Skeleton h={88} radius="md" aria-label={t('classes.figures.loading')} />;
  if (stats.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('classes.figures.failed')}
      </Text>
    );
  }
  const { studentCount, capacity, attendance, averageGrade } = stats.data;
  const fill = fillPercent({ studentCount, capacity });
  const missing = t('classes.figures.none');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <StatCard compact label={t('classes.figures.students')} value={number.format(studentCount)} icon={<IconUsers size={18} />} />
      <StatCard
        compact
        label={t('classes.figures.attendance')}
        value={attendance.marks === 0 ? missing : t('classes.figures.percent', { value: number.format(attendance.rate) })}
        icon={<IconCalendarCheck size={18} />}
        color="teal"
      >
        <Text size="xs" c="dimmed">
          {t('classes.figures.attendanceHint', { count: attendance.marks })}
        </Text>
      </StatCard>
      <StatCard
        compact
        label={t('classes.figures.averageGrade')}
        value={averageGrade === null ? missing : t('classes.figures.percent', { value: number.format(averageGrade) })}
        icon={<IconStar size={18} />}
        color="yellow"
      />
      <StatCard compact label={t('classes.figures.capacity')} value={capacity === null ? missing : number.format(capacity)} icon={<IconSchool size={18} />} color="grape">
        {fill !== null ? (
          <>
            <Text size="xs" c="dimmed">
              {t('classes.figures.fill', { percent: fill })}
            </Text>
            <Progress value={Math.min(fill, 100)} size="xs" color={fill >= 100 ? 'red' : 'grape'} aria-hidden />
          </>
        ) : null}
      </StatCard>
    </SimpleGrid>
  );
}
