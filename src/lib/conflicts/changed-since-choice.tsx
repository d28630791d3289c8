import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ChangedSinceChoiceProps = { onCompare: () => void };

/**
 * A waiting change the server refused because someone else saved the record meanwhile (412): the
 * outbox's "Needs attention" says so and opens the two versions (RecordConflictModal).
 */
export function ChangedSinceChoice({ onCompare }: ChangedSinceChoiceProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('conflicts.title')}>
      <Text size="sm">{t('conflicts.needsChoice')}</Text>
      <Button size="compact-sm" mt="xs" onClick={onCompare}>
        {t('conflicts.compare')}
      </Button>
    </Alert>
  );
}
