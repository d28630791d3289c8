import { Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import type { PortalExam } from '@/contract/student-portal-records';
import { useExams } from '@/features/parent-portal/api/get-exams';
import { useUpcomingExams } from '@/features/parent-portal/api/get-upcoming-exams';
import type { PortalChildTabProps } from '@/features/parent-portal/components/portal-tab-props';
import { ExamCard } from '@/features/parent-portal/exams/exam-card';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';

type ExamView = 'upcoming' | 'all';

function ExamCount({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function ExamList({ query, view, daysLeftOf }: { query: UseQueryResult<PortalExam[], unknown>; view: ExamView; daysLeftOf: ReadonlyMap<number, number> }) {
  const { t } = useTranslation();
  if (query.isPending) return <PortalLoading label={t(`portalExams.${view}.loading`)} />;
  if (query.isError)
    return (
      <PortalQueryError
        title={t(`portalExams.${view}.errorTitle`)}
        fallback={t(`portalExams.${view}.errorFallback`)}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.length === 0) return <PortalEmpty text={t(`portalExams.${view}.empty`)} />;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`portalExams.tabs.${view}`)}>
      {query.data.map((exam) => (
        <li key={exam.id}>
          <ExamCard exam={exam} daysLeft={daysLeftOf.get(exam.id)} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * The Exams tab of the parent portal (spec part 2 §2.5): counts of upcoming, completed and total,
 * then Upcoming and All. Days left come from the upcoming answer (the server's rounding up, §9), so
 * a scheduled exam shows the same figure in both lists; a scheduled exam in the past shows none.
 */
export function ExamsTab({ child }: PortalChildTabProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const [view, setView] = useState<ExamView>('upcoming');
  const upcoming = useUpcomingExams(child.id);
  const all = useExams(child.id);
  const daysLeftOf = useMemo(() => new Map((upcoming.data ?? []).map((exam) => [exam.id, exam.daysLeft])), [upcoming.data]);
  const number = new Intl.NumberFormat(locale);
  const count = (value: number | undefined) => (value === undefined ? '–' : number.format(value));
  const counts = [
    { key: 'upcoming', value: count(upcoming.data?.length) },
    { key: 'completed', value: count(all.data?.filter((exam) => exam.status === 'COMPLETED').length) },
    { key: 'total', value: count(all.data?.length) },
  ] as const;
  return (
    <Stack gap="md">
      <Title order={3}>{t('portalExams.title')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {counts.map((item) => (
          <ExamCount key={item.key} label={t(`portalExams.counts.${item.key}`)} value={item.value} />
        ))}
      </SimpleGrid>
      <Tabs value={view} onChange={(value) => setView(value === 'all' ? 'all' : 'upcoming')} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="upcoming">{t('portalExams.tabs.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="all">{t('portalExams.tabs.all')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="sm">
          <ExamList query={upcoming} view="upcoming" daysLeftOf={daysLeftOf} />
        </Tabs.Panel>
        <Tabs.Panel value="all" pt="sm">
          <ExamList query={all} view="all" daysLeftOf={daysLeftOf} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
