import { Badge, Text, Tooltip } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard as FigureCard } from '@/lib/ui/stat-card';

export type StatCardProps = {
  label: string;
  /** The formatted figure, or null when the answer lacks it and the spec gives no fallback. */
  value: string | null;
  /** The figure is the spec's fallback, not the server's (the answer lacked the field). */
  isFallback: boolean;
  icon: ReactNode;
  color: string;
};

/** One of the dashboard's eight figures; a missing figure shows a dash, a fallback says so. */
export function StatCard({ label, value, isFallback, icon, color }: StatCardProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const notAvailable = t('studentDashboard.stats.notAvailable');
  const shown =
    value === null ? (
      <Text fz="xl" fw={700} aria-label={notAvailable} title={notAvailable}>
        —
      </Text>
    ) : (
      value
    );
  return (
    <FigureCard label={label} value={shown} icon={icon} color={color} describedBy={isFallback ? hintId : undefined}>
      {isFallback ? (
        <>
          <Tooltip label={t('studentDashboard.stats.fallbackHint')} multiline w={220} events={{ hover: true, focus: true, touch: true }}>
            <Badge size="xs" variant="outline" color="orange.9" tabIndex={0} mt={4}>
              {t('studentDashboard.stats.fallback')}
            </Badge>
          </Tooltip>
          <Text id={hintId} hidden>
            {t('studentDashboard.stats.fallbackHint')}
          </Text>
        </>
      ) : null}
    </FigureCard>
  );
}
