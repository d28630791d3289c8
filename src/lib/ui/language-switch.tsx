import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, isSupportedLanguage, SUPPORTED_LANGUAGES } from '@/lib/i18n/i18n';
import { LANGUAGE_ENDONYMS } from '@/lib/i18n/language-names';

export type LanguageSwitchProps = {
  /** Signed in: the choice is remembered for this user on this device too. */
  userId?: string;
};

/** English | دری | پښتو, each in its own script; the login screen and the user menu use it. */
export function LanguageSwitch({ userId }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('preferences.language')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={i18n.language}
        onChange={(value) => {
          if (isSupportedLanguage(value)) void chooseLanguage(value, userId);
        }}
        data={SUPPORTED_LANGUAGES.map((code) => ({
          value: code,
          label: (
            <span lang={code} dir={i18n.dir(code)}>
              {LANGUAGE_ENDONYMS[code]}
            </span>
          ),
        }))}
      />
    </Stack>
  );
}
