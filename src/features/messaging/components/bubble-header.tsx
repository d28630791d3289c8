import { Group, Text } from '@mantine/core';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { formatFullTime, formatMessageTime } from '@/features/messaging/components/conversation-format';

/** A message bubble's first line: who wrote it, and when (in full on hover), "· edited" when it was. */
export function BubbleHeader({ author, createdAt, edited }: { author: string; createdAt: string; edited?: string | null }) {
  const { locale } = useFormatLocale();
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="xs" fw={600}>
        {author}
      </Text>
      <Text component="time" dateTime={createdAt} title={formatFullTime(createdAt, locale)} size="xs" c="dimmed">
        {formatMessageTime(createdAt, locale)}
        {edited ? ` · ${edited}` : ''}
      </Text>
    </Group>
  );
}
