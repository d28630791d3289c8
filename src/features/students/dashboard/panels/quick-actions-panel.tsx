import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconDownload, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type QuickActions = {
  onAddStudent?: () => void;
  onExport?: () => void;
  onAdvancedFilters?: () => void;
  onOpenSettings?: () => void;
};

/**
 * Quick Actions (spec §2.2, where they did nothing): each button does what it says through the
 * callback the students screen gives; a button without one is not shown, nor the panel without any.
 */
export function QuickActionsPanel({ onAddStudent, onExport, onAdvancedFilters, onOpenSettings }: QuickActions) {
  const { t } = useTranslation();
  const titleId = useId();
  const actions: { key: string; label: string; icon: ReactNode; onClick?: () => void }[] = [
    { key: 'add', label: t('studentDashboard.quickActions.addStudent'), icon: <IconUserPlus size={18} />, onClick: onAddStudent },
    { key: 'export', label: t('studentDashboard.quickActions.exportData'), icon: <IconDownload size={18} />, onClick: onExport },
    { key: 'filters', label: t('studentDashboard.quickActions.advancedFilters'), icon: <IconAdjustmentsHorizontal size={18} />, onClick: onAdvancedFilters },
    { key: 'settings', label: t('studentDashboard.quickActions.settings'), icon: <IconSettings size={18} />, onClick: onOpenSettings },
  ];
  const available = actions.filter((action) => action.onClick !== undefined);
  if (available.length === 0) return null;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="sm">
        {t('studentDashboard.quickActions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {available.map((action) => (
          <Button key={action.key} variant="light" leftSection={action.icon} onClick={action.onClick} fullWidth>
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
