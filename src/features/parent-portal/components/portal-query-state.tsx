import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';

/** A portal region while its data loads. */
export function PortalLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

export type PortalQueryErrorProps = { title: string; error: unknown; onRetry: () => void; retrying: boolean };

/** A failed read of the portal: the heading, the reason, and Try Again. */
export function PortalQueryError({ title, error, onRetry, retrying }: PortalQueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, title)}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('parentPortal.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
