import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeeSummary } from '@/contract/student-portal-records';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';

const FIGURES = [
  { key: 'pending', color: 'red' },
  { key: 'paid', color: 'green' },
  { key: 'total', color: 'blue' },
] as const;

function SummaryFigure({ label, value, color }: { label: string; value: string; color: string }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** Spec §2.5 Fees: pending (PENDING plus OVERDUE), paid and total. */
export function FeeSummaryCards({ summary }: { summary: FeeSummary }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {FIGURES.map((figure) => (
        <SummaryFigure key={figure.key} label={t(`portalFees.summary.${figure.key}`)} value={format.money(summary[figure.key])} color={figure.color} />
      ))}
    </SimpleGrid>
  );
}
