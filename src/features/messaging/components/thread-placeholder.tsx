import { Center, Paper, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The thread's place on a wide screen before a conversation is chosen. */
export function ThreadPlaceholder() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" h="100%">
      <Center h="100%" style={{ flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
        <IconMessages size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">{t('messaging.thread.choose')}</Text>
      </Center>
    </Paper>
  );
}
