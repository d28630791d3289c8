import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';

export type OutboxItemCardProps = {
  item: OutboxItem;
  description: string;
  /** Who saved it, for another user's waiting write. */
  savedBy?: string;
  onRetry?: () => void;
  onFix?: () => void;
  onDiscard?: () => void;
  /** An area's own answer to the refusal (a phone that is another visitor's), shown instead of the server's words. */
  choice?: ReactNode;
};

/** When it was saved, in the reader's calendar and on the school's clock (Asia/Kabul). */
function formatTime(epochOrIso: number | string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochOrIso));
}

/** One write in the outbox panel: what it is, when it was saved, what went wrong, what to do. */
export function OutboxItemCard({ item, description, savedBy, onRetry, onFix, onDiscard, choice }: OutboxItemCardProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const refused = item.state === 'attention';
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={description} data-outbox-state={item.state}>
      <Stack gap={4}>
        <Text fw={600}>{description}</Text>
        <Text size="sm" c="dimmed">
          {t('outbox.panel.savedAt', { time: formatTime(item.createdAt, locale) })}
        </Text>
        {savedBy ? <Text size="sm">{t('outbox.panel.otherUser', { name: savedBy })}</Text> : null}
        {choice}
        {item.problem && refused && !choice ? (
          <Text size="sm" c="red.8" role="note">
            {t('outbox.panel.serverSaid', { message: item.problem.message })}
          </Text>
        ) : null}
        {item.problem && refused && item.problem.fieldErrors && !choice ? (
          <Stack component="ul" gap={0} m={0} ps="md">
            {Object.entries(item.problem.fieldErrors).map(([field, message]) => (
              <Text component="li" size="sm" c="red.8" key={field}>
                {message}
              </Text>
            ))}
          </Stack>
        ) : null}
        {item.problem && !refused ? (
          <Text size="sm" c="dimmed">
            {t('outbox.panel.lastTry', { message: item.problem.message })}
            {item.nextAttemptAt > 0 ? ` · ${t('outbox.panel.nextTry', { time: formatTime(item.nextAttemptAt, locale) })}` : ''}
          </Text>
        ) : null}
        {onRetry || onFix || onDiscard ? (
          <Group gap="xs" mt={4}>
            {onFix ? (
              <Button size="compact-sm" onClick={onFix}>
                {t('outbox.panel.fix')}
              </Button>
            ) : null}
            {onRetry ? (
              <Button size="compact-sm" variant="light" onClick={onRetry}>
                {t('outbox.panel.retry')}
              </Button>
            ) : null}
            {onDiscard ? (
              <Button size="compact-sm" variant="subtle" color="red" onClick={onDiscard}>
                {t('outbox.panel.discard')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
