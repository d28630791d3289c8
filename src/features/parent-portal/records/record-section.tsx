import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled region of the Overview tab, as the tab's own sections look (a bordered card, named by its title). */
export function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `portal-records-${id}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
