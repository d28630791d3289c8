import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createQueryClient } from '@/app/query-client';
import { cssVariablesResolver, themeInLanguage } from '@/app/theme';
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
  const dir = instance.dir(instance.language);
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

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={i18n.dir(i18n.language)} detectDirection={false}>
        <DirectionSync />
        <LocalizedMantine>
          <QueryClientProvider client={client}>
            {children}
            {/* Says when a screen shows saved answers because the server cannot be reached. */}
            <Suspense fallback={null}>
              <SavedDataNotice />
            </Suspense>
          </QueryClientProvider>
        </LocalizedMantine>
      </DirectionProvider>
    </I18nextProvider>
  );
}
