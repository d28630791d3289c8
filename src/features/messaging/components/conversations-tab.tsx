import { Box, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useConversations } from '@/features/messaging/api/get-conversations';
import { ConversationList } from '@/features/messaging/components/conversation-list';
import { ConversationThread } from '@/features/messaging/components/conversation-thread';
import { NewConversationDialog } from '@/features/messaging/components/new-conversation-dialog';
import { ThreadPlaceholder } from '@/features/messaging/components/thread-placeholder';
import type { MessagingAccess } from '@/features/messaging/components/use-messaging-access';

/**
 * The conversations and the open one: side by side on a wide screen, one at a time on a phone
 * (the thread has a Back button there). The open conversation is looked up in the list, so a
 * conversation deleted or left elsewhere closes on the next refresh.
 */
export function ConversationsTab({ access }: { access: MessagingAccess }) {
  const wide = useMediaQuery('(min-width: 62em)');
  const conversations = useConversations();
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const open = conversations.data?.find((conversation) => conversation.id === openId) ?? null;

  const list = (
    <ConversationList
      query={conversations}
      userId={access.userId}
      selectedId={open?.id ?? null}
      onOpen={setOpenId}
      onNew={access.canStart ? () => setCreating(true) : undefined}
    />
  );
  const thread = open ? (
    <ConversationThread key={open.id} conversation={open} access={access} onBack={wide ? undefined : () => setOpenId(null)} />
  ) : (
    <ThreadPlaceholder />
  );

  return (
    <>
      {wide ? (
        <Group align="stretch" gap="md" wrap="nowrap">
          <Box style={{ flex: '0 0 22rem', minInlineSize: 0 }}>{list}</Box>
          <Box style={{ flex: '1 1 auto', minInlineSize: 0 }}>{thread}</Box>
        </Group>
      ) : open ? (
        thread
      ) : (
        list
      )}
      {access.canStart ? (
        <NewConversationDialog
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(conversation) => {
            setCreating(false);
            setOpenId(conversation.id);
          }}
        />
      ) : null}
    </>
  );
}
