import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/app/error-boundary';
import { ComponentNotFound } from '@/app/screens/component-not-found';
import { RestrictedAccessMessage } from '@/app/screens/restricted-access-message';
import type { ScreenAccess } from '@/app/screens/screen-access';
import { canOpenScreen, type ScreenDefinition } from '@/app/screens/screen-registry';

export type ScreenViewProps = {
  /** The registry entry, or undefined for a name or address that has none. */
  screen: ScreenDefinition | undefined;
  access: ScreenAccess;
  onGoToStart?: () => void;
};

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** Renders one registry screen, with the not-found and restricted cases and its own error boundary. */
export function ScreenView({ screen, access, onGoToStart }: ScreenViewProps) {
  if (!screen) return <ComponentNotFound onGoToStart={onGoToStart} />;
  if (!canOpenScreen(screen, access)) return <RestrictedAccessMessage />;
  const Screen = screen.component;
  return (
    <ErrorBoundary key={screen.name} region={screen.name}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
