import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The first load of the dashboard (spec §2.2 texts). */
export function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Title order={2} size="h4">
          {t('studentDashboard.loading.title')}
        </Title>
        <Text c="dimmed">{t('studentDashboard.loading.message')}</Text>
      </Stack>
    </Center>
  );
}
