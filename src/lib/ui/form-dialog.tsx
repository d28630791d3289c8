import { Modal, Text, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

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
