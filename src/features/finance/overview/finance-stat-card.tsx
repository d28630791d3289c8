import { Badge, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/lib/ui/stat-card';
import { FINANCE_TOOLTIP_DELAY_MS } from '@/features/finance/finance-timings';

export type FinanceStatCardProps = {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
  /** The figure was computed in the browser from the lists because the server's stats were missing. */
  calculated?: boolean;
};

/** One money figure (Overview, Analytics); a figure computed in the browser says so. */
export function FinanceStatCard({ label, value, icon, color, calculated = false }: FinanceStatCardProps) {
  const { t } = useTranslation();
  return (
    <StatCard label={label} value={value} icon={icon} color={color}>
      {calculated ? (
        <Tooltip label={t('finance.overview.calculatedHint')} openDelay={FINANCE_TOOLTIP_DELAY_MS} multiline maw={260}>
          <Badge size="xs" variant="light" color="yellow" mt={4} tabIndex={0}>
            {t('finance.overview.calculated')}
          </Badge>
        </Tooltip>
      ) : null}
    </StatCard>
  );
}
