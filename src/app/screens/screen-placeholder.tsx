import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** `screen` is a registry name; its title is `screens.titles.<name>`. */
export type ScreenPlaceholderProps = { screen: string };

/**
 * The honest "coming soon" page of a screen whose feature has not landed yet. Each later issue
 * points its registry entry at the real screen instead.
 */
export function ScreenPlaceholder({ screen }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack gap="sm" align="flex-start">
        <IconTools size={32} stroke={1.5} aria-hidden />
        <Title order={2}>{t(`screens.titles.${screen}`)}</Title>
        <Badge variant="light" color="gray">
          {t('screens.placeholder.badge')}
        </Badge>
        <Text c="dimmed">{t('screens.placeholder.body')}</Text>
      </Stack>
    </Paper>
  );
}
