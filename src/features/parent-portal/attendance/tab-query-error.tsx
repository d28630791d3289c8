import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { apiErrorText } from '@/lib/api/api-error-text';

export type TabQueryErrorProps = {
  title: string;
  fallback: string;
  retryLabel: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
};

/** A failed read in a portal tab: the heading, the reason and a retry button (texts come translated). */
export function TabQueryError({ title, fallback, retryLabel, error, onRetry, retrying }: TabQueryErrorProps) {
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, fallback)}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
