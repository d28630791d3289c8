import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';

/** A list or figure of a portal tab while it loads. */
export function PortalLoading({ label }: { label: string }) {
  return (
    <Center py="lg" role="status">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export type PortalQueryErrorProps = { title: string; fallback: string; error: unknown; onRetry: () => void; retrying: boolean };

/** A failed read: the heading, the reason and Try Again (the rest of the tab stays usable). */
export function PortalQueryError({ title, fallback, error, onRetry, retrying }: PortalQueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, fallback)}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('portalFees.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The spec's empty text of a list. */
export function PortalEmpty({ text }: { text: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Text ta="center" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}
