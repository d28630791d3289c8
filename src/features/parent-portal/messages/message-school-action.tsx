import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/parent-portal';
import { MessageSchoolModal } from '@/features/parent-portal/messages/message-school-modal';
import { PortalHeaderAction } from '@/features/parent-portal/components/portal-header-action';

export type MessageSchoolActionProps = { childList: Child[]; selectedChildId: number | null };

/** The portal header's "Message the school" button and its modal. */
export function MessageSchoolAction({ childList, selectedChildId }: MessageSchoolActionProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <PortalHeaderAction icon={<IconMessage size={20} aria-hidden />} label={t('portalMessages.action')} onClick={open} />
      <MessageSchoolModal opened={opened} onClose={close} childList={childList} selectedChildId={selectedChildId} />
    </>
  );
}
