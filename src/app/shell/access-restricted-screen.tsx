import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AccessRestrictedScreenProps = {
  /** Roles allowed into the shell: the server's system setting, or the build's SHELL_ROLES. */
  shellRoles: readonly string[];
  onLogout: () => Promise<void>;
};

/** For signed-in users whose role may not use the shell (spec part 1 §2). */
export function AccessRestrictedScreen({ shellRoles, onLogout }: AccessRestrictedScreenProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  // "TEACHER or PARENT" with the default setting; the list follows the language's grammar.
  const roles = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(shellRoles);

  const handleLogout = async () => {
    setBusy(true);
    try {
      await onLogout();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden>
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('shell.accessRestricted.title')}
          </Title>
          <Text>{t('shell.accessRestricted.message', { roles })}</Text>
          <Button leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void handleLogout()} loading={busy}>
            {t('common.logout')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
