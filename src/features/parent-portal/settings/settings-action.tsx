import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PortalHeaderAction } from '@/features/parent-portal/components/portal-header-action';
import { SettingsModal } from '@/features/parent-portal/settings/settings-modal';

/** The portal header's Settings (gear) button and its modal. */
export function SettingsAction() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <PortalHeaderAction icon={<IconSettings size={20} aria-hidden />} label={t('portalSettings.action')} onClick={open} />
      <SettingsModal opened={opened} onClose={close} />
    </>
  );
}
