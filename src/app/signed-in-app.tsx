import { lazy, Suspense } from 'react';
import { loadAllTexts } from '@/lib/i18n/i18n';
import { AppLoading } from '@/app/app-loading';
import { ShellGate } from '@/app/shell/shell-gate';
import { ErrorBoundary } from '@/app/error-boundary';

// The shell (navigation, top bar, screens' frame) and the screens' texts load after the gate.
const AppLayout = lazy(async () => {
  const [module] = await Promise.all([import('@/app/shell/app-layout'), loadAllTexts()]);
  return { default: module.AppLayout };
});

export type SignedInAppProps = { shellRoles: readonly string[] };

/** What a signed-in user sees: the shell for the shell roles (ShellGate), Access restricted for everyone else. */
export function SignedInApp({ shellRoles }: SignedInAppProps) {
  return (
    <ShellGate buildRoles={shellRoles}>
      <ErrorBoundary region="shell">
        <Suspense fallback={<AppLoading />}>
          <AppLayout />
        </Suspense>
      </ErrorBoundary>
    </ShellGate>
  );
}
