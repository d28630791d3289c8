import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PhoneOwner } from '@/contract/customers';

export type PhoneTakenChoiceProps = {
  owner: PhoneOwner;
  /** "Register anyway" (a registration) or "Save anyway" (an edit). */
  anywayLabel: string;
  onOpen: () => void;
  onAnyway: () => void;
  busy?: boolean;
};

/**
 * The server's 409 for a phone that is another visitor's (issue 23): "This phone belongs to Zahra
 * Karimi", with the two ways on: open that visitor, or save this one with the same phone. The
 * register form, the edit dialog and the outbox's "Needs attention" all show it.
 */
export function PhoneTakenChoice({ owner, anywayLabel, onOpen, onAnyway, busy = false }: PhoneTakenChoiceProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('phones.taken', { name: owner.name })}>
      <Text size="sm">{t('phones.takenHint')}</Text>
      <Group gap="xs" mt="xs">
        <Button size="compact-sm" variant="default" onClick={onOpen}>
          {t('phones.open', { name: owner.name })}
        </Button>
        <Button size="compact-sm" onClick={onAnyway} loading={busy}>
          {anywayLabel}
        </Button>
      </Group>
    </Alert>
  );
}
