import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParentInboxItem } from '@/contract/parent-inbox';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { formatFullTime, formatMessageTime } from '@/features/messaging/components/conversation-format';
import classes from '@/features/messaging/components/messaging.module.css';
import { useChildLabel } from '@/features/messaging/parent-messages/use-child-label';

export type ParentMessageListProps = {
  items: ParentInboxItem[];
  selectedId: number | null;
  onOpen: (item: ParentInboxItem) => void;
};

/** A page of parents' messages, newest first (the server's order); unread ones in bold with a badge. */
export function ParentMessageList({ items, selectedId, onOpen }: ParentMessageListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder component="nav" aria-label={t('messaging.parentInbox.label')}>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.id}>
            <ParentMessageRow item={item} selected={item.id === selectedId} onOpen={() => onOpen(item)} />
          </li>
        ))}
      </ul>
    </Paper>
  );
}

type ParentMessageRowProps = { item: ParentInboxItem; selected: boolean; onOpen: () => void };

function ParentMessageRow({ item, selected, onOpen }: ParentMessageRowProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const childLabel = useChildLabel();
  const unread = item.readAt === null;
  return (
    <UnstyledButton className={classes.row} data-selected={selected || undefined} aria-current={selected ? 'true' : undefined} onClick={onOpen}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text fw={unread ? 700 : 500} truncate="end">
            {item.parent.name}
          </Text>
          {unread ? (
            <Badge size="xs" variant="filled" className={classes.noShrink}>
              {t('messaging.parentInbox.unreadBadge')}
            </Badge>
          ) : null}
        </Group>
        <Text component="time" dateTime={item.createdAt} title={formatFullTime(item.createdAt, locale)} size="xs" c="dimmed" className={classes.noShrink}>
          {formatMessageTime(item.createdAt, locale)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate="end">
        {childLabel(item.student)}
      </Text>
      <Text size="sm" fw={unread ? 700 : 400} truncate="end">
        {item.subject}
      </Text>
      <Text size="sm" c="dimmed" truncate="end">
        {item.preview}
      </Text>
    </UnstyledButton>
  );
}
