import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createQueryClient } from '@/app/query-client';
import { cssVariablesResolver, theme } from '@/app/theme';
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

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={i18n.dir(i18n.language)} detectDirection={false}>
        <DirectionSync />
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <QueryClientProvider client={client}>
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
