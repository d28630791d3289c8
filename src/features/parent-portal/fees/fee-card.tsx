import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Fee } from '@/contract/student-portal-records';
import { FeeStatusBadge } from '@/features/parent-portal/fees/fee-status-badge';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';

/** A fee type or payment method the catalogue does not know (an older row) shows as stored, in words. */
const asWords = (code: string) => code.replace(/_/g, ' ').toLowerCase().replace(/^\w/, (first) => first.toUpperCase());

/** One fee as a card (phone first: no wide table), every field of spec §3.9 Fee. */
export function FeeCard({ fee }: { fee: Fee }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  const type = t(`portalFees.type.${fee.type}`, { defaultValue: asWords(fee.type) });
  const facts = [
    { key: 'amount', value: format.money(fee.amount) },
    { key: 'paidAmount', value: format.money(fee.paidAmount) },
    { key: 'dueDate', value: format.day(fee.dueDate) },
    { key: 'paidDate', value: format.day(fee.paidDate) },
    { key: 'paymentMethod', value: t(`portalFees.method.${fee.paymentMethod}`, { defaultValue: asWords(fee.paymentMethod) }) },
  ] as const;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={type}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{type}</Text>
          <FeeStatusBadge status={fee.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.key}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`portalFees.row.${fact.key}`)}
              </Text>
              <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
