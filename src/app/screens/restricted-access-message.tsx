import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown in place of a screen the user may not open. The spec has this message in Persian
 * (Dari) whatever the UI language, so it carries its own lang and right-to-left direction.
 */
export function RestrictedAccessMessage() {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="orange" variant="light" icon={<IconLock aria-hidden />} maw={640}>
      <p lang="fa" dir="rtl" style={{ margin: 0, fontSize: 'var(--mantine-font-size-md)', lineHeight: 1.8 }}>
        {t('errors.restrictedAccess', { lng: 'fa' })}
      </p>
    </Alert>
  );
}
