import '@/app/styles/full-styles';
import { AppShell, Center, Divider, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { IconSchool } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startOutboxSync } from '@/lib/offline/outbox/outbox-sync';
import { readOutboxCounts } from '@/lib/offline/outbox/use-outbox';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { acceptLocalDigitsInNumberFields } from '@/lib/dom/ascii-digit-input';
import { restoreUserDisplayPreferences } from '@/lib/i18n/i18n';
import { ScreenView } from '@/app/screens/screen-view';
import {
  SCREENS,
  canOpenScreen,
  findScreenByPath,
  startScreenFor,
  type ScreenDefinition,
} from '@/app/screens/screen-registry';
import { goToPath, useLocationPath } from '@/app/shell/location-store';
import { BackupWarningBanner } from '@/app/shell/backup-warning-banner';
import { LogoutWarningModal } from '@/app/shell/outbox/logout-warning-modal';
import { ShellNavigation } from '@/app/shell/shell-navigation';
import { ShellTopBar } from '@/app/shell/shell-top-bar';
import { ShellUserFooter } from '@/app/shell/shell-user-footer';
import { userButtonLabel } from '@/app/shell/user-display';

// Spec part 1 §9: sidebar 16 or 56 units of 4 px.
export const SIDEBAR_WIDTH_COLLAPSED = 16 * 4;
export const SIDEBAR_WIDTH_EXPANDED = 56 * 4;
const HEADER_HEIGHT = 56;
// Spec part 1 §9: toasts hide after 5 s. Only the shell's screens show toasts, so the
// notifications come with the shell, not with the login screen's first load.
const TOAST_AUTO_CLOSE_MS = 5000;
// Mantine's AppShell turns the navbar into a drawer below the `sm` breakpoint (48em).
const MOBILE_QUERY = '(max-width: 47.9em)';

function isRootPath(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/** The shell for the shell roles (TEACHER and PARENT by default; shell-gate.tsx): top bar, sidebar and the active screen. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user, role, permissions, permissionsLoaded, sessionOrigin, logout } = useAuth();
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'sidebarCollapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [mobileOpened, mobileNav] = useDisclosure(false);
  // The user's writes not on the server yet, counted when Logout is pressed (the shell does not
  // follow the outbox live: LiveOutboxIndicator does); null while no warning is shown.
  const [unsentAtLogout, setUnsentAtLogout] = useState<number | null>(null);

  // A shared tablet: each user gets back the language and calendar they chose on it.
  const userId = user ? String(user.id) : undefined;
  useEffect(() => {
    if (userId) void restoreUserDisplayPreferences(userId);
  }, [userId]);

  // Number fields take Dari and Arabic digits (the login screen has none, so this waits for the shell).
  useEffect(() => acceptLocalDigitsInNumberFields(), []);

  // The service worker replays queued writes; the signed-in app tells it when (outbox-sync.ts).
  useEffect(() => startOutboxSync(), []);

  const pathname = useLocationPath();
  const start = startScreenFor(role);
  const atRoot = isRootPath(pathname);
  const current: ScreenDefinition | undefined = atRoot ? start : findScreenByPath(pathname);
  const access = { role, permissions };
  const permitted = SCREENS.filter((screen) => canOpenScreen(screen, access));
  const title = current ? t(current.titleKey) : t('common.appName');
  // The user answer of the login already carries the server's list; the loader refreshes it.
  const permissionsReady = permissionsLoaded || Object.keys(permissions).length > 0;

  // `/` is the start screen; write its address so a reload or a shortcut keeps it.
  useEffect(() => {
    if (atRoot) goToPath(start.path, { replace: true });
  }, [atRoot, start.path]);

  // Right after a login: stay on the address's screen if the user may open it, else go to the
  // start screen (a reload keeps whatever the address says, restricted message included).
  const landingDone = useRef(sessionOrigin !== 'login');
  const currentAllowed = current !== undefined && canOpenScreen(current, { role, permissions });
  useEffect(() => {
    if (landingDone.current || !permissionsReady) return;
    landingDone.current = true;
    if (!currentAllowed) goToPath(start.path, { replace: true });
  }, [permissionsReady, currentAllowed, start.path]);

  useEffect(() => {
    document.title = current ? `${title} · ${t('common.appName')}` : t('common.appName');
  }, [current, title, t]);

  const desktopCollapsed = !isMobile && collapsed;

  const handleToggleSidebar = () => {
    if (isMobile) mobileNav.toggle();
    else setCollapsed((value) => !value);
  };

  const handleNavigate = (screen: ScreenDefinition) => {
    goToPath(screen.path);
    mobileNav.close();
  };

  const handleGoToStart = () => goToPath(start.path);

  const handleLogout = async () => {
    await logout();
    // An explicit logout starts the next person at their own start screen.
    goToPath('/', { replace: true });
  };

  const logoutOrWarn = async () => {
    // A device store that cannot be read (no IndexedDB) has nothing to warn about, as before.
    const unsent = await readOutboxCounts(userId ?? null).then(
      (outbox) => outbox.queued + outbox.attention,
      () => 0,
    );
    if (unsent > 0) setUnsentAtLogout(unsent);
    else await handleLogout();
  };

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: desktopCollapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} />
      <AppShell.Header>
        <ShellTopBar
          title={title}
          userLabel={userButtonLabel(user, t('common.user'))}
          userId={userId}
          isMobile={isMobile}
          collapsed={desktopCollapsed}
          mobileOpened={mobileOpened}
          onToggleSidebar={handleToggleSidebar}
          onLogout={() => void logoutOrWarn()}
        />
        {unsentAtLogout !== null ? (
          <LogoutWarningModal
            unsent={unsentAtLogout}
            onClose={() => setUnsentAtLogout(null)}
            onLogout={() => {
              setUnsentAtLogout(null);
              void handleLogout();
            }}
          />
        ) : null}
      </AppShell.Header>

      <AppShell.Navbar p={desktopCollapsed ? 6 : 'xs'} id="app-navigation" component="nav" aria-label={t('shell.navigationLabel')}>
        <AppShell.Section>
          <Group gap="xs" wrap="nowrap" justify={desktopCollapsed ? 'center' : 'flex-start'} px={4} py={6}>
            <ThemeIcon size="md" radius="md" variant="filled" aria-hidden>
              <IconSchool size={18} />
            </ThemeIcon>
            {desktopCollapsed ? null : (
              <Text fw={700} size="lg">
                {t('common.appName')}
              </Text>
            )}
          </Group>
          <Divider my="xs" />
        </AppShell.Section>
        <AppShell.Section grow component={Stack} style={{ minHeight: 0 }}>
          <ShellNavigation
            screens={permitted}
            activeName={current?.name}
            collapsed={desktopCollapsed}
            loading={!permissionsReady}
            onNavigate={handleNavigate}
          />
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="xs" />
          <ShellUserFooter user={user} collapsed={desktopCollapsed} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <BackupWarningBanner onSettingsScreen={current?.name === 'Settings'} />
        {permissionsReady ? (
          <ScreenView key={current?.name ?? pathname} screen={current} access={access} onGoToStart={handleGoToStart} />
        ) : (
          <Center py="xl">
            <Loader aria-label={t('shell.loadingPermissions')} />
          </Center>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
