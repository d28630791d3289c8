/**
 * The app: started by src/boot.ts (index.html's script) once the pre-painted login screen is on
 * the screen; its stylesheet comes with boot.ts.
 */
import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { PrintEntry } from '@/app/print/print-entry';
import { isPrintPath } from '@/app/print/print-path';
import { UpdateAvailableBanner } from '@/app/shell/update-available-banner';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { initI18n, prepareFirstLoadTexts } from '@/lib/i18n/i18n';
import { registerServiceWorker } from '@/lib/pwa/service-worker-updates';

initI18n();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// A Dari or Pashto device fetches its login texts first (English is bundled; catalogues.ts), so
// its first paint is in its language; if that fails the app still starts, in English. (A promise,
// not a top-level await, which would split the entry into many small first-load files.)
void prepareFirstLoadTexts()
  .catch(() => undefined)
  .then(renderApp);

// In a transition, React renders the first screen in short slices and lets the page breathe in
// between: the login screen is already on the page (pre-painted in index.html), and one long
// task here would only block a phone's main thread (Lighthouse, total blocking time). React
// replaces the pre-paint when the render commits.
function renderApp(): void {
  startTransition(() => renderTree());
}

function renderTree(): void {
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
