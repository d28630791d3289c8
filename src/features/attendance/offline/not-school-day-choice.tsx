import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type NotSchoolDayChoiceProps = { onAnyway: () => void };

/**
 * The outbox's answer to an attendance write refused because its day is not a school day: what
 * happened, in the reader's words, and "Record anyway" (sent again with `override: true`).
 */
export function NotSchoolDayChoice({ onAnyway }: NotSchoolDayChoiceProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('schoolDays.outbox.title')}>
      <Text size="sm">{t('schoolDays.outbox.hint')}</Text>
      <Button size="compact-sm" mt="xs" onClick={onAnyway}>
        {t('schoolDays.outbox.anyway')}
      </Button>
    </Alert>
  );
}
