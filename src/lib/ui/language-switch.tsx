import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textDirection } from '@/lib/i18n/device-language';
import { chooseLanguage, SUPPORTED_LANGUAGES } from '@/lib/i18n/i18n';
import { LANGUAGE_ENDONYMS } from '@/lib/i18n/language-names';

export type LanguageSwitchProps = {
  /** Signed in: the choice is remembered for this user on this device too. */
  userId?: string;
};

/**
 * English | دری | پښتو, each in its own script, for the login screen. Plain toggle buttons (the
 * login screen already loads Button): the first load stays within its 200 kB budget.
 */
export function LanguageSwitch({ userId }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('preferences.language')}
      </Text>
      <Group role="group" aria-labelledby={labelId} gap="xs" grow>
        {SUPPORTED_LANGUAGES.map((code) => {
          const current = i18n.language === code;
          return (
            <Button
              key={code}
              size="xs"
              variant={current ? 'filled' : 'default'}
              aria-pressed={current}
              lang={code}
              dir={textDirection(code)}
              onClick={() => void chooseLanguage(code, userId)}
            >
              {LANGUAGE_ENDONYMS[code]}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
