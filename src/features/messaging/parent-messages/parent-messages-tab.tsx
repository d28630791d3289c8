/**
 * Messaging › Parent messages: what parents sent the school from their portal, newest first,
 * unread in bold; All/Unread and a search; opening one shows the full text and the parent's phone
 * and marks it read (the parent's portal then says "Read by the school"); "Mark as unread" undoes
 * it. Side by side on a wide screen, one at a time on a phone (with a Back button).
 */
import { Alert, Box, Button, Center, Group, Loader, Pagination, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParentInboxItem } from '@/contract/parent-inbox';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useMarkParentMessage, useParentInbox } from '@/features/messaging/parent-messages/parent-inbox-api';
import { ParentMessageDetail } from '@/features/messaging/parent-messages/parent-message-detail';
import { ParentMessageList } from '@/features/messaging/parent-messages/parent-message-list';

type Show = 'all' | 'unread';
const SEARCH_DELAY_MS = 300;

export function ParentMessagesTab() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)');
  const [show, setShow] = useState<Show>('all');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  // The opened row itself, so it stays open when a filter or the page no longer lists it.
  const [opened, setOpened] = useState<ParentInboxItem | null>(null);
  const inbox = useParentInbox({ page, unreadOnly: show === 'unread', search });
  const mark = useMarkParentMessage();

  const handleMark = (id: number, read: boolean) =>
    mark.mutate(
      { id, read },
      {
        onSuccess: (saved) => {
          if (saved === null) notifications.show({ color: 'yellow', message: t('messaging.parentInbox.detail.queued') });
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: t('messaging.parentInbox.detail.markFailed'), message: apiErrorText(error, t('messaging.parentInbox.detail.markFailed')) }),
      },
    );

  const handleOpen = (item: ParentInboxItem) => {
    setOpened(item);
    if (item.readAt === null) handleMark(item.id, true);
  };

  const handleMarkUnread = () => {
    if (!opened) return;
    handleMark(opened.id, false);
    setOpened(null);
  };

  const handleShow = (value: string) => {
    setShow(value as Show);
    setPage(1);
  };

  const unread = inbox.data?.meta.unread;
  const filters = (
    <Group align="end" gap="sm" wrap="wrap">
      <SegmentedControl
        value={show}
        onChange={handleShow}
        aria-label={t('messaging.parentInbox.filter.label')}
        data={[
          { value: 'all', label: t('messaging.parentInbox.filter.all') },
          { value: 'unread', label: unread ? t('messaging.parentInbox.filter.unreadCount', { count: unread }) : t('messaging.parentInbox.filter.unread') },
        ]}
      />
      <TextInput
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          setPage(1);
        }}
        label={t('messaging.parentInbox.search.label')}
        placeholder={t('messaging.parentInbox.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        maxLength={100}
        style={{ flex: '1 1 14rem' }}
      />
    </Group>
  );

  const list = (
    <Stack gap="sm" aria-busy={inbox.isFetching}>
      {filters}
      <InboxBody query={inbox} emptyText={search !== '' ? 'noMatch' : show === 'unread' ? 'noUnread' : 'empty'} selectedId={opened?.id ?? null} onOpen={handleOpen} />
      {inbox.data && inbox.data.meta.pagination.totalPages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('messaging.parentInbox.count', { count: inbox.data.meta.pagination.totalCount })}
          </Text>
          <Pagination value={page} onChange={setPage} total={inbox.data.meta.pagination.totalPages} aria-label={t('messaging.parentInbox.pages')} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
  const detail = opened ? (
    <ParentMessageDetail
      key={opened.id}
      item={opened}
      onBack={wide ? undefined : () => setOpened(null)}
      onMarkUnread={handleMarkUnread}
      marking={mark.isPending && mark.variables?.read === false}
    />
  ) : (
    <Paper withBorder p="xl">
      <Text c="dimmed" ta="center">
        {t('messaging.parentInbox.detail.choose')}
      </Text>
    </Paper>
  );

  if (!wide) return opened ? detail : list;
  return (
    <Group align="start" gap="md" wrap="nowrap">
      <Box style={{ flex: '0 0 24rem', minInlineSize: 0 }}>{list}</Box>
      <Box style={{ flex: '1 1 auto', minInlineSize: 0 }}>{detail}</Box>
    </Group>
  );
}

type InboxBodyProps = {
  query: ReturnType<typeof useParentInbox>;
  /** What an empty page means: nothing yet, nothing unread, or nothing matching the search. */
  emptyText: 'empty' | 'noUnread' | 'noMatch';
  selectedId: number | null;
  onOpen: (item: ParentInboxItem) => void;
};

/** The list, or its loading, failed or empty state. */
function InboxBody({ query, emptyText, selectedId, onOpen }: InboxBodyProps) {
  const { t } = useTranslation();
  if (query.data === undefined && query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('messaging.parentInbox.failed')} role="alert">
        {apiErrorText(query.error, t('messaging.parentInbox.failed'))}
        <Button variant="light" color="red" size="xs" mt="xs" display="block" onClick={() => void query.refetch()}>
          {t('messaging.parentInbox.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('messaging.parentInbox.loading')}</Text>
        </Group>
      </Center>
    );
  }
  const items = query.data.data;
  if (items.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>{t(`messaging.parentInbox.${emptyText}`)}</Text>
          {emptyText === 'empty' ? (
            <Text c="dimmed" size="sm">
              {t('messaging.parentInbox.emptyHint')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      {query.isError ? (
        // A refresh failed: the last page stays, with a note that it may be old.
        <Alert color="red" variant="light" role="alert" title={t('messaging.parentInbox.failed')}>
          {apiErrorText(query.error, t('messaging.parentInbox.failed'))}
        </Alert>
      ) : null}
      <ParentMessageList items={items} selectedId={selectedId} onOpen={onOpen} />
    </>
  );
}
