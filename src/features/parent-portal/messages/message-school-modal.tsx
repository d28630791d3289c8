import { Tabs } from '@mantine/core';
import { IconList, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/parent-portal';
import { MessageSchoolForm } from '@/features/parent-portal/messages/message-school-form';
import { SentMessagesList } from '@/features/parent-portal/messages/sent-messages-list';
import { FormDialog } from '@/lib/ui/form-dialog';

export type MessageSchoolModalProps = {
  opened: boolean;
  onClose: () => void;
  childList: Child[];
  selectedChildId: number | null;
};

type MessagesTab = 'write' | 'sent';

/**
 * "Message the school": a new message, and in a second tab the messages sent before. Full screen
 * on a phone; focus stays inside while open and Escape closes it, except while a message is being
 * sent (the send is not abandoned half-way).
 */
export function MessageSchoolModal({ opened, onClose, childList, selectedChildId }: MessageSchoolModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog opened={opened} onClose={onClose} busy={busy} title={t('portalMessages.title')}>
      {/* Mounted while open: each opening starts with an empty form on the "New message" tab. */}
      {opened ? <MessageSchoolTabs childList={childList} selectedChildId={selectedChildId} onClose={onClose} onBusyChange={setBusy} /> : null}
    </FormDialog>
  );
}

type MessageSchoolTabsProps = Omit<MessageSchoolModalProps, 'opened'> & { onBusyChange: (busy: boolean) => void };

function MessageSchoolTabs({ childList, selectedChildId, onClose, onBusyChange }: MessageSchoolTabsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MessagesTab>('write');
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as MessagesTab | null) ?? 'write')}>
      <Tabs.List aria-label={t('portalMessages.tabs.label')} grow>
        <Tabs.Tab value="write" leftSection={<IconPencil size={16} aria-hidden />}>
          {t('portalMessages.tabs.write')}
        </Tabs.Tab>
        <Tabs.Tab value="sent" leftSection={<IconList size={16} aria-hidden />}>
          {t('portalMessages.tabs.sent')}
        </Tabs.Tab>
      </Tabs.List>
      {/* The form stays mounted behind the list, so a half-written message survives a look at it. */}
      <Tabs.Panel value="write" pt="md">
        <MessageSchoolForm childList={childList} selectedChildId={selectedChildId} onClose={onClose} onBusyChange={onBusyChange} />
      </Tabs.Panel>
      <Tabs.Panel value="sent" pt="md">
        {tab === 'sent' ? <SentMessagesList /> : null}
      </Tabs.Panel>
    </Tabs>
  );
}
