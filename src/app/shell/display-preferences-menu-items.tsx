import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseCalendar, type CalendarSystem } from '@/lib/i18n/display-preferences';
import { textDirection } from '@/lib/i18n/device-language';
import { chooseLanguage, SUPPORTED_LANGUAGES } from '@/lib/i18n/i18n';
import { LANGUAGE_ENDONYMS } from '@/lib/i18n/language-names';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

const CALENDAR_LABEL_KEYS: Record<CalendarSystem, 'preferences.solarHijri' | 'preferences.gregorian'> = {
  solarHijri: 'preferences.solarHijri',
  gregorian: 'preferences.gregorian',
};

/**
 * The user menu's language and calendar choices, remembered for this user on this device. Mantine
 * gives every item role="menuitem", which takes no aria-checked: the chosen one is aria-current.
 */
export function DisplayPreferencesMenuItems({ userId }: { userId?: string }) {
  const { t, i18n } = useTranslation();
  const { calendar } = useFormatLocale();
  const check = (on: boolean) => (on ? <IconCheck size={16} aria-hidden /> : <span style={{ inlineSize: 16 }} aria-hidden />);
  return (
    <>
      <Menu.Label>{t('preferences.language')}</Menu.Label>
      {SUPPORTED_LANGUAGES.map((code) => (
        <Menu.Item
          key={code}
          aria-current={i18n.language === code ? 'true' : undefined}
          leftSection={check(i18n.language === code)}
          onClick={() => void chooseLanguage(code, userId)}
          lang={code}
          dir={textDirection(code)}
        >
          {LANGUAGE_ENDONYMS[code]}
        </Menu.Item>
      ))}
      <Menu.Divider />
      <Menu.Label>{t('preferences.calendar')}</Menu.Label>
      {(['solarHijri', 'gregorian'] as const).map((system) => (
        <Menu.Item
          key={system}
          aria-current={calendar === system ? 'true' : undefined}
          leftSection={check(calendar === system)}
          onClick={() => chooseCalendar(system, userId)}
        >
          {t(CALENDAR_LABEL_KEYS[system])}
        </Menu.Item>
      ))}
      <Menu.Divider />
    </>
  );
}
