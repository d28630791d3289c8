import { Alert, Badge, Button, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGateDayMarks } from '@/features/attendance/api/gate-day-marks';
import { STATUS_COLORS } from '@/features/attendance/components/attendance-status-style';
import { apiErrorText } from '@/lib/api/api-error-text';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { localFlatName } from '@/lib/names/local-record-name';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

/** Today's marks, the latest change first, with their in and out times: the guard's quick check. */
export function GateDayList({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const { locale } = useFormatLocale();
  const marks = useGateDayMarks(date);
  const none = t('attendanceRegister.gate.noTime');
  let body;
  if (marks.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('attendanceRegister.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{apiErrorText(marks.error, t('attendanceRegister.loadFailed'))}</Text>
          <Button size="xs" variant="light" onClick={() => void marks.refetch()}>
            {t('attendanceRegister.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (marks.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label={t('attendanceRegister.register.loading')} />
      </Center>
    );
  } else if (marks.data.length === 0) {
    body = <Text c="dimmed">{t('attendanceRegister.gate.todayEmpty')}</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label={t('attendanceRegister.gate.todayLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('attendanceRegister.gate.columns.student')}</Table.Th>
              <Table.Th>{t('attendanceRegister.gate.columns.class')}</Table.Th>
              <Table.Th>{t('attendanceRegister.gate.columns.status')}</Table.Th>
              <Table.Th>{t('attendanceRegister.gate.columns.in')}</Table.Th>
              <Table.Th>{t('attendanceRegister.gate.columns.out')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {marks.data.map((mark) => (
              <Table.Tr key={mark.id}>
                <Table.Td>
                  {mark.studentName}{' '}
                  <Text span size="xs" c="dimmed">
                    {mark.admissionNo}
                  </Text>
                </Table.Td>
                <Table.Td>{localFlatName(mark, 'class', i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[mark.status]} variant="light">
                    {t(`attendanceRegister.status.${mark.status}`)}
                  </Badge>
                </Table.Td>
                {/* HH:MM, 24 hours as the gate writes them, in the reader's digits. */}
                <Table.Td>{mark.inTime ? toLocaleDigits(mark.inTime, locale) : none}</Table.Td>
                <Table.Td>{mark.outTime ? toLocaleDigits(mark.outTime, locale) : none}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('attendanceRegister.gate.todayTitle')}
      </Title>
      {body}
    </Stack>
  );
}
