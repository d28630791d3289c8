import { Button, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ComponentNotFoundProps = { onGoToStart?: () => void };

/** An address or name that no registry entry has (spec part 1 §2: "Component Not Found"). */
export function ComponentNotFound({ onGoToStart }: ComponentNotFoundProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <IconFileUnknown size={32} stroke={1.5} aria-hidden />
      <Title order={2}>{t('screens.notFound')}</Title>
      <Text c="dimmed">{t('screens.notFoundHint')}</Text>
      {onGoToStart ? (
        <Button variant="filled" onClick={onGoToStart}>
          {t('screens.goToStart')}
        </Button>
      ) : null}
    </Stack>
  );
}
