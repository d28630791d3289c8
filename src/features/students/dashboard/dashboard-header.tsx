import { Badge, Button, Group, NativeSelect, Switch, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type DashboardPeriodName } from '@/contract/student-analytics';
import { DASHBOARD_LIVE_REFRESH_MS } from '@/features/students/student-timings';

export type DashboardHeaderProps = {
  period: DashboardPeriodName;
  onPeriodChange: (period: DashboardPeriodName) => void;
  live: boolean;
  onLiveChange: (live: boolean) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** "1 Jun 2025 to 30 Jun 2025" and "Updated 10:42", when figures are on screen. */
  subtitle: string | null;
};

function isPeriod(value: string): value is DashboardPeriodName {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

/** The dashboard's header (spec §2.2): period selector, Live Mode toggle and Refresh. */
export function DashboardHeader({ period, onPeriodChange, live, onLiveChange, onRefresh, isRefreshing, subtitle }: DashboardHeaderProps) {
  const { t } = useTranslation();
  const liveHintId = useId();
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <div>
        <Title order={2} size="h3">
          {t('studentDashboard.title')}
        </Title>
        {subtitle ? (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        ) : null}
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('studentDashboard.header.period')}
          value={period}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isPeriod(next)) onPeriodChange(next);
          }}
          data={DASHBOARD_PERIODS.map((value) => ({ value, label: t(`studentDashboard.header.periods.${value}`) }))}
        />
        <Group gap="xs" align="center" mih={36}>
          <Switch
            label={t('studentDashboard.header.liveMode')}
            checked={live}
            onChange={(event) => onLiveChange(event.currentTarget.checked)}
            aria-describedby={live ? liveHintId : undefined}
          />
          {live ? (
            <Badge color="red.8" variant="filled" title={t('studentDashboard.header.liveHint', { seconds: DASHBOARD_LIVE_REFRESH_MS / 1000 })}>
              {t('studentDashboard.header.live')}
            </Badge>
          ) : null}
          {live ? (
            <Text id={liveHintId} size="xs" c="dimmed">
              {t('studentDashboard.header.liveHint', { seconds: DASHBOARD_LIVE_REFRESH_MS / 1000 })}
            </Text>
          ) : null}
        </Group>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRefresh}
          disabled={isRefreshing}
          aria-busy={isRefreshing}
        >
          {isRefreshing ? t('studentDashboard.header.refreshing') : t('studentDashboard.header.refresh')}
        </Button>
      </Group>
    </Group>
  );
}
