import { QueryClientContext } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect } from 'react';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { requestAppQueryClient } from '@/app/app-query-client';
import { AppLoading } from '@/app/app-loading';
import { readShellRoles } from '@/app/shell/shell-access';
import { ErrorBoundary } from '@/app/error-boundary';

// Everything after login (the shell's gate with its query of the shell roles, the shell, the
// screens' texts) loads when a user is signed in: the login screen, which every visit starts with,
// carries only what it needs (bench/lighthouse.bench.ts, initial JavaScript).
const loadSignedInApp = () => import('@/app/signed-in-app');
const SignedInApp = lazy(() => loadSignedInApp().then((module) => ({ default: module.SignedInApp })));

export type AppProps = {
  /**
   * Roles allowed into the shell until the server's system setting is known (ShellGate); the
   * build setting SHELL_ROLES by default.
   */
  shellRoles?: readonly string[];
};

/** Login when signed out; the shell for the shell roles (ShellGate); Access restricted for everyone else. */
export function App({ shellRoles = readShellRoles() }: AppProps) {
  const { isAuthenticated } = useAuth();
  // The query cache loads when someone is signed in (app-query-client.ts); the signed-in app waits for it.
  const queryClient = useContext(QueryClientContext);
  useEffect(() => {
    if (!isAuthenticated) return;
    requestAppQueryClient();
    void loadSignedInApp().catch(() => undefined); // fetched beside the cache, not after it
  }, [isAuthenticated]);

  if (!isAuthenticated) {
    return (
      <ErrorBoundary region="login">
        <LoginScreen />
      </ErrorBoundary>
    );
  }

  if (!queryClient) return <AppLoading />;
  return (
    <ErrorBoundary region="shell">
      <Suspense fallback={<AppLoading />}>
        <SignedInApp shellRoles={shellRoles} />
      </Suspense>
    </ErrorBoundary>
  );
}
