/**
 * The app: started by src/boot.ts (index.html's script) once the pre-painted login screen is on
 * the screen; its stylesheet comes with boot.ts.
 */
import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { PrintEntry } from '@/app/print/print-entry';
import { isPrintPath } from '@/app/print/print-path';
import { UpdateAvailableBanner } from '@/app/shell/update-available-banner';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { nextTask } from '@/lib/dom/next-task';
import { initI18n, prepareFirstLoadTexts } from '@/lib/i18n/i18n';
import { registerServiceWorker } from '@/lib/pwa/service-worker-updates';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The start in steps, each its own task (nextTask), none of them long on a slow phone
// (Lighthouse, total blocking time; issue 23): evaluating these modules is one task (src/boot.ts
// evaluates Zod, the session's schemas and React before, each in its own), setting up i18next the
// next, React's root the next, and the first render runs in a transition, which React renders in
// short slices. The login screen is on the page meanwhile (pre-painted in index.html); React
// replaces it when the render commits.
void startApp(container);

async function startApp(element: HTMLElement): Promise<void> {
  await nextTask();
  initI18n();
  registerServiceWorker();
  // A Dari or Pashto device fetches its login texts first (English is bundled; catalogues.ts),
  // so its first paint is in its language; if that fails the app still starts, in English.
  // (Awaited here, not with a top-level await, which would split the entry into many small
  // first-load files.)
  const texts = prepareFirstLoadTexts().catch(() => undefined);
  await nextTask();
  const root = createRoot(element);
  await texts;
  await nextTask();
  startTransition(() => renderTree(root));
}

function renderTree(root: Root): void {
  root.render(
  <StrictMode>
    <AppProviders>
      {/* A print window (/print/…) shows only what this device stored: no login, no shell. */}
      {isPrintPath(window.location.pathname) ? (
        <PrintEntry pathname={window.location.pathname} />
      ) : (
        <AuthProvider>
          <App />
          <UpdateAvailableBanner />
        </AuthProvider>
      )}
    </AppProviders>
  </StrictMode>,
  );
}
