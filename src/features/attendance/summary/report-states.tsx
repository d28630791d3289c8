import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';

/** A report of the Attendance screen while it loads. */
export function ReportLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

export type ReportErrorProps = { title: string; fallback: string; error: unknown; onRetry: () => void; retrying: boolean };

/** A report that could not be read: the heading, the server's reason, and Try again. */
export function ReportError({ title, fallback, error, onRetry, retrying }: ReportErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, fallback)}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('attendanceReports.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
