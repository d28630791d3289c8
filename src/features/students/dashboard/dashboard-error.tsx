import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type DashboardErrorProps = {
  message: string;
  onRetry: () => void;
};

/** 'Error Loading Dashboard', the error text and Try Again (spec §2.2). */
export function DashboardError({ message, onRetry }: DashboardErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('studentDashboard.error.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button color="red" variant="filled" onClick={onRetry}>
          {t('studentDashboard.error.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
