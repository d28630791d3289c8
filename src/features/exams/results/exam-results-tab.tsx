/** One exam's results: the class figures, how many have each label, and the ranked table. */
import { Alert, Badge, Button, Group, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamResults } from '@/contract/exams';
import { GRADE_SCALE } from '@/contract/student-analytics';
import { apiErrorText } from '@/lib/api/api-error-text';
import { StatCard } from '@/lib/ui/stat-card';
import { useExamResults } from '@/features/exams/api/get-exams';
import { ExamStatusBadge } from '@/features/exams/components/exam-status-badge';
import { useExamFormat } from '@/features/exams/components/use-exam-format';
import { ExamPicker } from '@/features/exams/grades/exam-picker';
import { useLocalName } from '@/lib/names/use-local-name';

type Props = { examId: number | null; onExamChange: (examId: number | null) => void };

export function ExamResultsTab({ examId, onExamChange }: Props) {
  const { t } = useTranslation();
  const results = useExamResults(examId);
  return (
    <Stack gap="md">
      <ExamPicker value={examId} onChange={onExamChange} />
      {examId === null ? (
        <Text c="dimmed">{t('exams.results.chooseExam')}</Text>
      ) : results.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('exams.results.loading')}</Text>
        </Group>
      ) : results.isError ? (
        <Alert role="alert" color="red" variant="light" title={t('exams.results.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorText(results.error, t('exams.results.failed'))}</Text>
            <Button size="xs" variant="light" onClick={() => void results.refetch()}>
              {t('exams.common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ResultsView results={results.data} />
      )}
    </Stack>
  );
}

function ResultsView({ results }: { results: ExamResults }) {
  const { t } = useTranslation();
const localName = useLocalName();
  const format = useExamFormat();
  const { exam, figures, students } = results;
  const percent = (value: number | null) => (value === null ? t('exams.common.none') : t('exams.common.percent', { value }));
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={3} size="h4">
          {localName(exam)}
        </Title>
        <ExamStatusBadge status={exam.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('exams.grades.intro', { className: localName(exam.class), subject: localName(exam.subject), date: format.day(exam.examDate), max: exam.maxMarks })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <StatCard compact label={t('exams.results.graded')} value={t('exams.results.gradedOf', { graded: figures.gradedCount, total: figures.studentCount })} />
        <StatCard compact label={t('exams.results.average')} value={percent(figures.average)} />
        <StatCard compact label={t('exams.results.highest')} value={percent(figures.highest)} />
        <StatCard compact label={t('exams.results.lowest')} value={percent(figures.lowest)} />
        <StatCard compact label={t('exams.results.passRate')} value={percent(figures.passRate)} />
      </SimpleGrid>
      {figures.gradedCount === 0 ? (
        <Text c="dimmed">{t('exams.results.noGrades')}</Text>
      ) : (
        <Paper withBorder p="md" radius="md" component="section" aria-label={t('exams.results.distribution')}>
          <Text fw={600} mb="xs">
            {t('exams.results.distribution')}
          </Text>
          <Stack gap={6}>
            {GRADE_SCALE.map((label) => {
              const count = figures.distribution[label] ?? 0;
              return (
                <Group key={label} gap="sm" wrap="nowrap">
                  <Text size="sm" w="2.5rem" fw={600}>
                    {label}
                  </Text>
                  <Progress value={(count / figures.gradedCount) * 100} style={{ flex: 1 }} aria-label={t('exams.results.labelCount', { label, count })} />
                  <Text size="sm" w="2rem" ta="end">
                    {format.count(count)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="xs" miw="36rem" aria-label={t('exams.results.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('exams.results.rank')}</Table.Th>
              <Table.Th>{t('exams.grades.student')}</Table.Th>
              <Table.Th>{t('exams.results.score')}</Table.Th>
              <Table.Th>{t('exams.grades.percentage')}</Table.Th>
              <Table.Th>{t('exams.results.label')}</Table.Th>
              <Table.Th>{t('exams.results.outcome')}</Table.Th>
              <Table.Th>{t('exams.grades.remarks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((row) => (
              <Table.Tr key={row.studentId}>
                <Table.Td>{row.rank === null ? t('exams.common.none') : format.count(row.rank)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.admissionNo}
                  </Text>
                </Table.Td>
                <Table.Td>{row.score === null ? t('exams.results.notGraded') : t('exams.results.scoreOf', { score: row.score, max: exam.maxMarks })}</Table.Td>
                <Table.Td>{percent(row.percentage)}</Table.Td>
                <Table.Td>{row.gradeLabel ?? t('exams.common.none')}</Table.Td>
                <Table.Td>
                  {row.passed === null ? (
                    t('exams.common.none')
                  ) : (
                    <Badge variant="light" color={row.passed ? 'green' : 'red'}>
                      {row.passed ? t('exams.results.passed') : t('exams.results.failedMark')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.remarks ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
