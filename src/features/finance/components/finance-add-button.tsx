import { Box, Button, getDefaultZIndex } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export type FinanceAddButtonProps = { label: string; onClick: () => void };

/**
 * The floating add button of the Finance screen (spec part 2 §2.4): fixed at the inline-end
 * bottom corner (the left one in right-to-left), its label following the tab.
 */
export function FinanceAddButton({ label, onClick }: FinanceAddButtonProps) {
  return (
    <Box
      style={{
        position: 'fixed',
        insetInlineEnd: 'var(--mantine-spacing-xl)',
        insetBlockEnd: 'var(--mantine-spacing-xl)',
        // Above the page, below modals and notifications.
        zIndex: getDefaultZIndex('app'),
      }}
    >
      <Button size="md" radius="xl" leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick} style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
        {label}
      </Button>
    </Box>
  );
}
