import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalExam } from '@/contract/student-portal-records';
import { gradeBandColor } from '@/features/parent-portal/academics/grade-band';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { localRoom } from '@/lib/names/room';
import { useLocalName } from '@/lib/names/use-local-name';

const STATUS_COLOR: Record<PortalExam['status'], string> = { SCHEDULED: 'blue', COMPLETED: 'green', CANCELLED: 'gray' };

export type ExamCardProps = {
  exam: PortalExam;
  /** Days to a SCHEDULED exam (the server's, rounded up); undefined when not upcoming. */
  daysLeft?: number;
};

/** One exam as a card (phone first), every field of spec §2.5 Exams. */
export function ExamCard({ exam, daysLeft }: ExamCardProps) {
  const { t } = useTranslation();
const localName = useLocalName();
  const format = usePortalFormat();
  const { locale } = useFormatLocale();
  // HH:MM (24 hours, as the school writes it) in the reader's digits.
  const clock = (value: string | null) => {
    const time = format.time(value);
    return time === null ? null : toLocaleDigits(time, locale);
  };
  const title = localName({ name: exam.title, dariName: exam.titleDariName, pashtoName: exam.titlePashtoName });
  const subject = localName({ name: exam.subject, dariName: exam.subjectDariName, pashtoName: exam.subjectPashtoName });
  const start = clock(exam.startTime);
  const end = clock(exam.endTime);
  const timeRange = start && end ? t('portalExams.row.timeRange', { start, end }) : (start ?? end ?? t('common.notAvailable'));
  const result =
    exam.grade !== null
      ? exam.maxGrade !== null
        ? t('portalExams.row.gradeOf', { grade: exam.grade, max: exam.maxGrade })
        : toLocaleDigits(String(exam.grade), locale)
      : t('portalExams.row.notGraded');
  const facts = [
    { key: 'subject', value: subject },
    { key: 'date', value: format.day(exam.date) },
    { key: 'time', value: timeRange },
    // The fact's label already says "Room": the value is the bare room ("106", not "Room 106").
    { key: 'room', value: exam.room?.trim() ? localRoom(exam.room, locale) : t('common.notAvailable') },
    { key: 'grade', value: result },
  ] as const;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Group gap={6}>
            {exam.status === 'SCHEDULED' && daysLeft !== undefined ? (
              <Badge color={daysLeft === 0 ? 'orange' : 'cyan'} variant="filled">
                {daysLeft === 0 ? t('portalExams.daysLeft.today') : t('portalExams.daysLeft.inDays', { count: daysLeft })}
              </Badge>
            ) : null}
            <Badge color={STATUS_COLOR[exam.status]} variant="light">
              {t(`portalExams.status.${exam.status}`)}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.key}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`portalExams.row.${fact.key}`)}
              </Text>
              <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
                {fact.key === 'grade' && exam.percentage !== null ? (
                  <Text span fw={700} c={gradeBandColor(exam.percentage)} ms={6}>
                    {format.percent(exam.percentage)}
                  </Text>
                ) : null}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
