import { Button, Tooltip } from '@mantine/core';
import { IconCloudOff, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  connectionMonitor,
  useConnectionState,
  type ConnectionMonitor,
  type ConnectionState,
} from '@/lib/connection/connection-status';

const LOOK: Record<ConnectionState, { color: string; Icon: typeof IconWifi }> = {
  online: { color: 'teal', Icon: IconWifi },
  offline: { color: 'gray', Icon: IconWifiOff },
  unreachable: { color: 'orange', Icon: IconCloudOff },
};

export type ConnectionIndicatorProps = {
  /** Compact: the icon only (narrow top bars); the state stays in the accessible name. */
  compact?: boolean;
  monitor?: ConnectionMonitor;
};

/** The top bar's connection state; pressing it checks the server at once. */
export function ConnectionIndicator({ compact = false, monitor = connectionMonitor() }: ConnectionIndicatorProps) {
  const { t } = useTranslation();
  const state = useConnectionState(monitor);
  const [checking, setChecking] = useState(false);
  const { color, Icon } = LOOK[state];
  const label = t(`connection.state.${state}`);

  const check = async () => {
    setChecking(true);
    try {
      await monitor.checkNow();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Tooltip label={t(`connection.explain.${state}`)} multiline maw={260} withArrow>
      <Button
        variant="light"
        color={color}
        size="compact-sm"
        radius="xl"
        loading={checking}
        leftSection={<Icon size={16} aria-hidden />}
        onClick={() => void check()}
        aria-label={t('connection.checkNow', { state: label })}
        data-connection-state={state}
      >
        {/* Announced when it changes; the button's name says what pressing it does. */}
        <span role="status" aria-live="polite">
          {compact ? null : label}
        </span>
      </Button>
    </Tooltip>
  );
}
