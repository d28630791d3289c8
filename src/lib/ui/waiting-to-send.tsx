/**
 * New records saved on this device and not yet taken by the server, above their screen's list
 * (issue 24): a titled section ("Waiting to be sent (2)") with a hint, and one card per record with
 * its name, the Pending sync badge, a line of details, its amount and what can be done with it.
 * Each area says what goes in (expenses, payments); the look is one. A sheet saved as one write
 * (a class register, an exam's grades) says so above itself instead (WaitingNotice).
 */
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { PendingSyncBadge } from '@/lib/ui/pending-sync-badge';

export function WaitingToSend({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}

export type WaitingRecordProps = {
  /** The record's name, also the card's accessible name. */
  name: string;
  state: OutboxState;
  /** One line under the name ("Office Supplies · Nov 27, 2026 · Cash"), when known. */
  details?: string | null;
  /** The amount as shown, when known. */
  amount?: ReactNode;
  /** What can be done with it before it is sent (its provisional bill). */
  action?: ReactNode;
};

export function WaitingRecord({ name, state, details, amount, action }: WaitingRecordProps) {
  return (
    <li>
      <Paper component="article" withBorder p="sm" radius="md" aria-label={name}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{name}</Text>
              <PendingSyncBadge state={state} />
            </Group>
            {details ? (
              <Text size="sm" c="dimmed">
                {details}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={4} align="flex-end">
            {amount}
            {action}
          </Stack>
        </Group>
      </Paper>
    </li>
  );
}

/**
 * Above a sheet whose shown values include a write still on this device: the Pending sync badge
 * and what it means (Needs attention, in red, once the server refused it). A status, not an
 * alert: it is there each time the sheet opens.
 */
export function WaitingNotice({ state, children }: { state: OutboxState; children: ReactNode }) {
  return (
    <Alert color={state === 'attention' ? 'red' : 'yellow'} variant="light" role="status" title={<PendingSyncBadge state={state} />}>
      {children}
    </Alert>
  );
}
