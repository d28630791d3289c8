import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconTicket } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toCanonical, type Customer } from '@/contract/customers';
import { localizedNames } from '@/lib/names/localized-name';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { PendingSyncBadge } from '@/lib/ui/pending-sync-badge';
import { PersonName } from '@/lib/ui/person-name';
import { statusColor, typeColor } from '@/features/customers/components/customer-badges';
import { optionLabel } from '@/features/customers/components/customer-options';

export type CustomerCardProps = {
  customer: Customer;
  /** A write of this customer waits in the outbox (queued), or the server refused it. */
  pendingState?: OutboxState;
  canEdit: boolean;
  onGenerateToken: (customer: Customer) => void;
  onEdit: (customer: Customer) => void;
  onViewDetails: (customer: Customer) => void;
};

/** A present, non-blank text, else null (the card's fallbacks treat '' as missing too). */
function present(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Whether a card would show the same: the visitor's fields, its pending state and the actions.
 * The list reads its visitors afresh (new objects) at every change of the device's store, and a
 * long replay changes it after every batch; a card whose visitor did not change is not rendered
 * again (its tooltips and texts were most of the page's work during a replay).
 */
export function sameCard(before: CustomerCardProps, after: CustomerCardProps): boolean {
  return (
    before.pendingState === after.pendingState &&
    before.canEdit === after.canEdit &&
    before.onGenerateToken === after.onGenerateToken &&
    before.onEdit === after.onEdit &&
    before.onViewDetails === after.onViewDetails &&
    (before.customer === after.customer || JSON.stringify(before.customer) === JSON.stringify(after.customer))
  );
}

/**
 * One visitor in the list, with the fallbacks of the spec (part 1 §2), except the stage: the spec's
 * "Unknown Stage" is not shown; a visitor without a stage shows none (issue 23).
 */
export const CustomerCard = memo(CustomerCardView, sameCard);

function CustomerCardView({ customer, pendingState, canEdit, onGenerateToken, onEdit, onViewDetails }: CustomerCardProps) {
  const { t, i18n } = useTranslation();
  // The card's accessible name: the main name for the UI language (the Dari one in Dari and Pashto).
  const name = localizedNames({ latin: customer.name, dari: customer.dariName }, i18n.language)?.primary.text ?? t('customers.card.unknownName');
  // A registration not on the server yet has no serial number: the server gives it.
  const serial = present(customer.serialNumber);
  const phone = present(customer.phone) ?? present(customer.mobile);
  const type = present(customer.type);
  const status = present(customer.status);
  const stage = present(customer.stage);
  const typeBadge = type
    ? t(`customers.card.typeBadge.${toCanonical(type)}`, { defaultValue: type })
    : t('customers.card.typeFallback');
  const statusBadge = status
    ? t(`customers.card.statusBadge.${toCanonical(status)}`, { defaultValue: status })
    : t('customers.card.statusFallback');

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <PersonName latin={customer.name} dari={customer.dariName} fallback={name} size="md" />
          <Text size="sm" c="dimmed" ff="monospace">
            {serial === null && pendingState ? t('customers.card.serialAfterSync') : t('customers.card.serial', { serial: serial ?? customer.id })}
          </Text>
          {/* The number isolated left-to-right (else "+93 70…" is scrambled in Dari and Pashto); the line stays at the card's start. */}
          <Text size="sm" c={phone ? undefined : 'dimmed'}>
            {phone ? <bdi dir="ltr">{phone}</bdi> : t('customers.card.noPhone')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('customers.card.generateToken')}>
            <ActionIcon variant="light" size="lg" aria-label={t('customers.card.generateToken')} onClick={() => onGenerateToken(customer)}>
              <IconTicket size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {canEdit ? (
            <Tooltip label={t('customers.card.editCustomer')}>
              <ActionIcon variant="light" size="lg" aria-label={t('customers.card.editCustomer')} onClick={() => onEdit(customer)}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Tooltip label={t('customers.card.viewDetails')}>
            <ActionIcon variant="light" size="lg" aria-label={t('customers.card.viewDetails')} onClick={() => onViewDetails(customer)}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Group gap="xs" mt="xs" wrap="wrap">
        {pendingState ? <PendingSyncBadge state={pendingState} /> : null}
        <Badge variant="light" color={typeColor(type)}>
          {typeBadge}
        </Badge>
        <Badge variant="outline" color={statusColor(status)}>
          {statusBadge}
        </Badge>
        {/* The visitor's stage as the record holds it; nothing when it holds none (no "Unknown Stage"). */}
        {stage ? (
          <>
            <Text size="xs" c="dimmed">
              {stage}
            </Text>
            <Text size="xs" c="dimmed" aria-hidden>
              ·
            </Text>
          </>
        ) : null}
        <Text size="xs" c="dimmed">
          {type ? optionLabel(t, 'type', type) : t('customers.options.type.STUDENT')}
        </Text>
      </Group>
    </Paper>
  );
}
