import { Button, Group, Modal, Text, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** A save in flight: Escape, a click outside and the close button do not abandon it. */
  busy: boolean;
  title: string;
  size?: ModalProps['size'];
  yOffset?: ModalProps['yOffset'];
  children: ReactNode;
};

/** The frame of the app's form dialogs: a bold title, full screen on a phone, never closed mid-save. */
export function FormDialog({ opened, onClose, busy, title, size = '40rem', yOffset, children }: FormDialogProps) {
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const handleClose = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={
        <Text component="span" fw={700} size="lg">
          {title}
        </Text>
      }
      size={size}
      yOffset={yOffset}
      fullScreen={fullScreen}
    >
      {children}
    </Modal>
  );
}

export type FormDialogActionsProps = {
  onCancel: () => void;
  busy: boolean;
  /** The submit button's text when not saving ("Add Expense", "Save Changes"...). */
  submitLabel: string;
};

/** A form dialog's footer: Cancel, and the submit that reads "Saving..." while it saves. */
export function FormDialogActions({ onCancel, busy, submitLabel }: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button type="button" variant="default" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common.saving') : submitLabel}
      </Button>
    </Group>
  );
}
