import { NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenDefinition } from '@/app/screens/screen-registry';
import { ScreenIcon } from '@/app/shell/screen-icon';

export type ShellNavigationProps = {
  screens: readonly ScreenDefinition[];
  activeName: string | undefined;
  /** Icons only (desktop collapsed sidebar); names stay as accessible labels and tooltips. */
  collapsed: boolean;
  loading: boolean;
  onNavigate: (screen: ScreenDefinition) => void;
};

// A plain click switches screens in place; ctrl/shift/middle click keeps the browser's own
// behaviour (new tab or window), which the real addresses make possible.
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function ShellNavigation({ screens, activeName, collapsed, loading, onNavigate }: ShellNavigationProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Text size="sm" c="dimmed" p="sm" role="status">
        {collapsed ? null : t('shell.loadingPermissions')}
      </Text>
    );
  }
  if (screens.length === 0) {
    return collapsed ? null : (
      <Text size="sm" c="dimmed" p="sm">
        {t('shell.noScreens')}
      </Text>
    );
  }
  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {screens.map((screen) => {
          const title = t(screen.titleKey);
          const active = screen.name === activeName;
          const link = (
            <NavLink
              component="a"
              href={screen.path}
              active={active}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? title : undefined}
              variant="filled"
              label={collapsed ? null : title}
              leftSection={<ScreenIcon icon={screen.icon} />}
              styles={
                collapsed
                  ? { root: { justifyContent: 'center' }, section: { marginInlineEnd: 0 }, body: { display: 'none' } }
                  : undefined
              }
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onNavigate(screen);
              }}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
          return (
            <li key={screen.name}>
              {collapsed ? (
                <Tooltip label={title} position="right" withArrow>
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
