import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { gradeBandColor } from '@/features/parent-portal/academics/grade-band';
import { useGrades, type PortalGrade } from '@/features/parent-portal/api/get-grades';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useLocalName } from '@/lib/names/use-local-name';

/** Spec §9: the tab lists the latest 10 grades. */
export const RECENT_GRADES_LIMIT = 10;

/** The newest grades first (the server sends them so; sorting again keeps the limit right if it did not). */
export function latestGrades(grades: readonly PortalGrade[]): PortalGrade[] {
  return [...grades].sort((a, b) => b.date.localeCompare(a.date)).slice(0, RECENT_GRADES_LIMIT);
}

function GradeRow({ grade }: { grade: PortalGrade }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const format = usePortalFormat();
  const percent = format.percent;
  const mark = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const localName = useLocalName();
  // The exam and the subject in the reader's language (their Dari/Pashto names when given).
  const assignment = localName({ name: grade.assignment, dariName: grade.assignmentDariName, pashtoName: grade.assignmentPashtoName });
  const subject = localName({ name: grade.subject, dariName: grade.subjectDariName, pashtoName: grade.subjectPashtoName });
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={assignment}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={0}>
          <Text fw={600}>{assignment}</Text>
          <Text size="sm" c="dimmed">
            {subject}
          </Text>
        </Stack>
        <Badge color={gradeBandColor(grade.percentage)} variant="filled" aria-label={t('portalAcademics.percentageLabel', { value: percent(grade.percentage) })}>
          {percent(grade.percentage)}
        </Badge>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs" mt="xs">
        <Text size="sm">{t('portalAcademics.mark', { score: mark.format(grade.score), max: mark.format(grade.maxGrade) })}</Text>
        <Text size="sm" c="dimmed">
          {format.day(grade.date)}
        </Text>
      </Group>
      {grade.remarks && (
        <Text size="sm" fs="italic" mt="xs">
          {t('portalAcademics.remarks', { remarks: grade.remarks })}
        </Text>
      )}
    </Paper>
  );
}

/** Spec §2.5: the latest 10 grades with assignment, subject, mark, banded percentage, date and remarks. */
export function RecentGradesList({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const grades = useGrades(studentId);
  if (grades.isPending) return <PortalLoading label={t('portalAcademics.loadingGrades')} />;
  if (grades.isError) {
    return (
      <PortalQueryError
        title={t('portalAcademics.gradesErrorTitle')}
        fallback={t('portalAcademics.gradesErrorFallback')}
        error={grades.error}
        onRetry={() => void grades.refetch()}
        retrying={grades.isFetching}
      />
    );
  }
  const latest = latestGrades(grades.data);
  if (latest.length === 0) {
    return <PortalEmpty icon={<IconSchool size={32} aria-hidden />} text={t('portalAcademics.empty')} />;
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('portalAcademics.gradesTitle')}>
      {latest.map((grade) => (
        <GradeRow key={grade.id} grade={grade} />
      ))}
    </Stack>
  );
}
