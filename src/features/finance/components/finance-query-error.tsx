import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';

export type FinanceQueryErrorProps = { title: string; fallback: string; error: unknown; onRetry: () => void; retrying: boolean };

/** A failed read of the Finance screen: the heading, the reason, and Try Again. */
export function FinanceQueryError({ title, fallback, error, onRetry, retrying }: FinanceQueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, fallback)}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('finance.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
