import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export type PortalHeaderActionProps = { icon: ReactNode; label: string; onClick: () => void };

/**
 * A button of the portal's header that opens a dialog: an icon on a phone (the label is its name
 * and tooltip; 44 px to tap), icon and label from 576 px up, where the words fit.
 */
export function PortalHeaderAction({ icon, label, onClick }: PortalHeaderActionProps) {
  const wide = useMediaQuery('(min-width: 36em)', false, { getInitialValueInEffect: false });
  if (wide) {
    return (
      <Button variant="light" leftSection={icon} onClick={onClick} aria-haspopup="dialog">
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label}>
      <ActionIcon variant="light" size="xl" aria-label={label} onClick={onClick} aria-haspopup="dialog">
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
