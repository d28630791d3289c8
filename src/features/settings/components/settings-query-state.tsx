import { Alert, Button, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';

/** A settings tab's loading and load-failure states; `children` once the settings are here. */
/** What it reads of a query (any query's result fits, whatever its data and error types). */
type QueryState = { data: unknown; isError: boolean; error: unknown; refetch: () => unknown };

export function SettingsQueryState({ query, children }: { query: QueryState; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('settings.loadFailed')}>
        {apiErrorText(query.error, t('settings.loadFailedText'))}
        <Button variant="light" size="xs" mt="sm" display="block" onClick={() => void query.refetch()}>
          {t('settings.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label={t('settings.loading')} />
    </Center>
  );
}
