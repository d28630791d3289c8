import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubjectProgress } from '@/contract/student-portal-records';
import { gradeBandColor } from '@/features/parent-portal/academics/grade-band';
import { SubjectTrend } from '@/features/parent-portal/academics/subject-trend';
import { useAcademicProgress } from '@/features/parent-portal/api/get-academic-progress';
import { PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useLocalName } from '@/lib/names/use-local-name';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function SubjectRow({ subject }: { subject: SubjectProgress }) {
  const { t } = useTranslation();
  const { percent } = usePortalFormat();
  const localName = useLocalName();
  // The subject in the reader's language (its Dari/Pashto name when given).
  const name = localName({ name: subject.subject, dariName: subject.subjectDariName, pashtoName: subject.subjectPashtoName });
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{name}</Text>
        <SubjectTrend trend={subject.trend} />
      </Group>
      <Progress
        my="xs"
        value={subject.averageGrade}
        color={gradeBandColor(subject.averageGrade)}
        aria-label={t('portalAcademics.subjectAverageLabel', { subject: name })}
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t('portalAcademics.subjectAverage', { value: percent(subject.averageGrade) })}</Text>
        <Text size="sm" c="dimmed">
          {t('portalAcademics.assignmentsOf', { completed: subject.completedAssignments, total: subject.totalAssignments })}
        </Text>
      </Group>
    </Paper>
  );
}

/** Spec §2.5: overall average, completed/total assignments, completion rate and per-subject progress. */
export function AcademicProgressPanel({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const { percent } = usePortalFormat();
  const progress = useAcademicProgress(studentId);
  if (progress.isPending) return <PortalLoading label={t('portalAcademics.loadingProgress')} />;
  if (progress.isError) {
    return (
      <PortalQueryError
        title={t('portalAcademics.progressErrorTitle')}
        fallback={t('portalAcademics.progressErrorFallback')}
        error={progress.error}
        onRetry={() => void progress.refetch()}
        retrying={progress.isFetching}
      />
    );
  }
  const { overallAverage, completedAssignments, totalAssignments, completionRate, subjects } = progress.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('portalAcademics.overallAverage')} value={percent(overallAverage)} />
        <Figure label={t('portalAcademics.assignments')} value={t('portalAcademics.assignmentsValue', { completed: completedAssignments, total: totalAssignments })} />
        <Figure label={t('portalAcademics.completionRate')} value={percent(completionRate)} />
      </SimpleGrid>
      {subjects.length > 0 && (
        <>
          <Title order={4}>{t('portalAcademics.subjectsTitle')}</Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('portalAcademics.subjectsTitle')}>
            {subjects.map((subject) => (
              <SubjectRow key={subject.subject} subject={subject} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
