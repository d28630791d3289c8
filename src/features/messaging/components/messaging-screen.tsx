import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddressTab } from '@/lib/dom/use-address-tab';
import { ConversationsTab } from '@/features/messaging/components/conversations-tab';
import { useMessagingAccess } from '@/features/messaging/components/use-messaging-access';
import { ParentMessagesTab } from '@/features/messaging/parent-messages/parent-messages-tab';

const TABS = ['conversations', 'parentMessages'] as const;
type MessagingTab = (typeof TABS)[number];

/**
 * The Messaging screen: the user's conversations (list and thread, polls, files), and for staff
 * who answer parents the parents' messages. Each tab loads only while it is open.
 */
export default function MessagingScreen() {
  const { t } = useTranslation();
  const access = useMessagingAccess();
  const allowed: MessagingTab[] = access.canSeeParentMessages ? [...TABS] : ['conversations'];
  const [tab, setTab] = useAddressTab(TABS, allowed);

  return (
    <Stack gap="md">
      <Title order={2}>{t('messaging.screen.title')}</Title>
      <Tabs value={tab} onChange={(value) => value && setTab(value as MessagingTab)} keepMounted={false}>
        <Tabs.List>
          {allowed.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`messaging.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="conversations" pt="md">
          <ConversationsTab access={access} />
        </Tabs.Panel>
        {access.canSeeParentMessages ? (
          <Tabs.Panel value="parentMessages" pt="md">
            <ParentMessagesTab />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
