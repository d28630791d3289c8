import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';

/** The ONE set of loading, error-with-retry and empty states of the parent portal (texts come translated). */

/** A portal region while its data loads. */
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

export type PortalQueryErrorProps = {
  title: string;
  /** The reason shown when the error carries none of its own; the title when not given. */
  fallback?: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
};

/** A failed read of the portal: the heading, the reason and Try Again (the rest of the screen stays usable). */
export function PortalQueryError({ title, fallback, error, onRetry, retrying }: PortalQueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, fallback ?? title)}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('parentPortal.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The spec's empty text of a list, with an optional icon above it. */
export function PortalEmpty({ text, icon }: { text: string; icon?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="xs">
        {icon}
        <Text ta="center" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
