import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { loadAllTexts } from '@/lib/i18n/i18n';
import { readShellRoles } from '@/app/shell/shell-access';
import { ShellGate } from '@/app/shell/shell-gate';
import { ErrorBoundary } from '@/app/error-boundary';

// The shell (navigation, top bar, screens' frame) and the screens' texts load after login: the
// login screen, which every visit starts with, carries only what it needs (bench/lighthouse.bench.ts,
// initial JavaScript).
const AppLayout = lazy(async () => {
  const [module] = await Promise.all([import('@/app/shell/app-layout'), loadAllTexts()]);
  return { default: module.AppLayout };
});

export type AppProps = {
  /**
   * Roles allowed into the shell until the server's system setting is known (ShellGate); the
   * build setting SHELL_ROLES by default.
   */
  shellRoles?: readonly string[];
};

/** Login when signed out; the shell for the shell roles (ShellGate); Access restricted for everyone else. */
export function App({ shellRoles = readShellRoles() }: AppProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();

  if (!isAuthenticated) {
    return (
      <ErrorBoundary region="login">
        <LoginScreen />
      </ErrorBoundary>
    );
  }

  return (
    <ShellGate buildRoles={shellRoles}>
      <ErrorBoundary region="shell">
        <Suspense
          fallback={
            <Center h="100dvh" role="status">
              <Loader aria-label={t('shell.loadingApp')} />
            </Center>
          }
        >
          <AppLayout />
        </Suspense>
      </ErrorBoundary>
    </ShellGate>
  );
}
