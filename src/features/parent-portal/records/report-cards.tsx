import { Accordion, Badge, Box, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportCard } from '@/contract/parent-child-records';
import { gradeBandColor } from '@/features/parent-portal/academics/grade-band';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useChildReportCards } from '@/features/parent-portal/records/api/get-child-report-cards';
import { useLocalName } from '@/lib/names/use-local-name';

/** Newest academic year first (the server sends them so; sorted again so the open one is right if not). */
export function newestFirst(cards: readonly ReportCard[]): ReportCard[] {
  return [...cards].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.academicYear.localeCompare(a.academicYear));
}

function LetterBadge({ letter, percentage }: { letter: string; percentage: number }) {
  return (
    <Badge color={gradeBandColor(percentage)} variant="filled" miw="2.5rem">
      {letter}
    </Badge>
  );
}

function ReportCardBody({ card }: { card: ReportCard }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  const localName = useLocalName();
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('portalRecords.reportCards.periodLabel')}:{' '}
        </Text>
        {t('portalRecords.reportCards.period', { start: format.day(card.startDate), end: format.day(card.endDate) })}
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table striped verticalSpacing={6} aria-label={t('portalRecords.reportCards.subjectsLabel', { year: card.academicYear })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('portalRecords.reportCards.subject')}</Table.Th>
              <Table.Th ta="end">{t('portalRecords.reportCards.average')}</Table.Th>
              <Table.Th ta="end">{t('portalRecords.reportCards.letter')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {card.subjects.map((subject) => (
              <Table.Tr key={subject.subject}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{localName({ name: subject.subject, dariName: subject.subjectDariName, pashtoName: subject.subjectPashtoName })}</Table.Td>
                <Table.Td ta="end">{format.percent(subject.averagePercentage)}</Table.Td>
                <Table.Td ta="end">
                  <LetterBadge letter={subject.letter} percentage={subject.averagePercentage} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* One list per figure: a named group may not stand between a <dl> and its terms (axe definition-list). */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <div role="group" aria-label={t('portalRecords.reportCards.overall')}>
          <Box component="dl" m={0}>
            <Text component="dt" size="xs" c="dimmed">
              {t('portalRecords.reportCards.overall')}
            </Text>
            <Group component="dd" gap="xs" m={0}>
              <Text fw={600}>{format.percent(card.overallAverage)}</Text>
              <LetterBadge letter={card.overallLetter} percentage={card.overallAverage} />
            </Group>
          </Box>
        </div>
        <div role="group" aria-label={t('portalRecords.reportCards.attendance')}>
          <Box component="dl" m={0}>
            <Text component="dt" size="xs" c="dimmed">
              {t('portalRecords.reportCards.attendance')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {card.attendance.total === 0
                ? t('portalRecords.reportCards.noAttendance')
                : t('portalRecords.reportCards.attendanceValue', { percent: format.percent(card.attendance.percentage), present: card.attendance.present, total: card.attendance.total })}
            </Text>
          </Box>
        </div>
      </SimpleGrid>
    </Stack>
  );
}

/** A report card per academic year, newest first and open: subject averages and letters, overall, attendance. */
export function ReportCards({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  const reports = useChildReportCards(studentId);

  const body = () => {
    if (reports.isPending) return <PortalLoading label={t('portalRecords.reportCards.loading')} />;
    if (reports.isError) {
      return (
        <PortalQueryError
          title={t('portalRecords.reportCards.errorTitle')}
          fallback={t('portalRecords.reportCards.errorFallback')}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      );
    }
    const cards = newestFirst(reports.data);
    if (cards.length === 0) return <PortalEmpty icon={<IconReportAnalytics size={32} aria-hidden />} text={t('portalRecords.reportCards.empty')} />;
    return (
      // Keyed by the newest year so another child's cards open their own newest year.
      <Accordion key={`${studentId}-${cards[0].academicYear}`} multiple variant="separated" defaultValue={[cards[0].academicYear]}>
        {cards.map((card) => (
          <Accordion.Item key={card.academicYear} value={card.academicYear}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="xs" pe="xs">
                <Text fw={600}>{t('portalRecords.reportCards.year', { year: card.academicYear })}</Text>
                <Text size="sm" c="dimmed">
                  {t('portalRecords.reportCards.overallValue', { percent: format.percent(card.overallAverage), letter: card.overallLetter })}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <ReportCardBody card={card} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="portal-records-report-cards">
      <Title order={4} id="portal-records-report-cards">
        {t('portalRecords.reportCards.title')}
      </Title>
      {body()}
    </Stack>
  );
}
