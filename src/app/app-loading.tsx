import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The whole-screen loader while the signed-in app's code arrives. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Loader aria-label={t('shell.loadingApp')} />
    </Center>
  );
}
