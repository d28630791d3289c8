import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useAppQueryClient } from '@/app/app-query-client';
import { cssVariablesResolver, themeInLanguage } from '@/app/theme';
import { textDirection } from '@/lib/i18n/device-language';
import { i18n } from '@/lib/i18n/i18n';

export type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own so no cache leaks between them. */
  queryClient?: QueryClient;
};

/** Keeps Mantine's direction in step with the UI language (Dari and Pashto are right-to-left). */
function DirectionSync() {
  const { i18n: instance } = useTranslation();
  const { setDirection } = useDirection();
  const dir = textDirection(instance.language);
  useEffect(() => {
    setDirection(dir);
  }, [dir, setDirection]);
  return null;
}

/** Mantine with the theme in the UI language (re-made when the language changes). */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.closeDialog');
  const localizedTheme = useMemo(() => themeInLanguage(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

// Only a signed-in screen can show saved answers, so the notice (and the date formats it uses)
// stays out of the first load.
const SavedDataNotice = lazy(() => import('@/lib/offline/query-cache/saved-data-notice').then((module) => ({ default: module.SavedDataNotice })));

/** The UI language, its direction and Mantine: what the login screen needs (also at build time, src/app/prepaint). */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={textDirection(i18n.language)} detectDirection={false}>
        <DirectionSync />
        <LocalizedMantine>{children}</LocalizedMantine>
      </DirectionProvider>
    </I18nextProvider>
  );
}

/**
 * The query client: the one given (tests), else the app's once something asked for it
 * (app-query-client.ts: the signed-in app does), so TanStack Query stays out of the login
 * screen's load. Until then the context holds undefined. The context's provider, not
 * QueryClientProvider, so the tree keeps its shape when the client arrives (a new wrapper would
 * remount everything under it); mounting the client is what QueryClientProvider would do.
 */
function useProvidedQueryClient(given: QueryClient | undefined): QueryClient | undefined {
  const loaded = useAppQueryClient();
  const client = given ?? loaded;
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return client;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const client = useProvidedQueryClient(queryClient);
  return (
    <UiProviders>
      <QueryClientContext.Provider value={client}>
        {children}
        {/* Says when a screen shows saved answers because the server cannot be reached. */}
        {client ? (
          <Suspense fallback={null}>
            <SavedDataNotice />
          </Suspense>
        ) : null}
      </QueryClientContext.Provider>
    </UiProviders>
  );
}
