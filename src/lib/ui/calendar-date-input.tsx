/**
 * The app's date field. Whatever calendar the user reads, the value in and out is an ISO calendar
 * day ('YYYY-MM-DD') or '' (empty), as the server stores it:
 * - Gregorian: the browser's own date input, unchanged;
 * - Solar Hijri: a text field showing 'yyyy/mm/dd' in the reader's digits, typed in either digit
 *   set, with a month grid in a popover and the Gregorian day underneath.
 * Like the native input, a half-typed or impossible day reads as '' and never as a wrong day.
 * Works with `{...form.getInputProps('field')}`: Mantine form's onChange takes a plain value.
 */
import { ActionIcon, Popover, TextInput, useDirection, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, intlLocale } from '@/lib/dates/calendar-format';
import { formatSolarHijriNumeric, isoToSolarHijri, parseSolarHijri, solarHijriToIso } from '@/lib/dates/solar-hijri';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { SolarHijriMonthGrid } from '@/lib/ui/solar-hijri-month-grid';

export type CalendarDateInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** An ISO calendar day or '' (undefined reads as ''). */
  value?: string;
  onChange: (isoDay: string) => void;
  /** The earliest and latest ISO days that can be chosen. */
  min?: string;
  max?: string;
};

/** A date field in the user's calendar (Solar Hijri or Gregorian); its value is always an ISO day. */
export function CalendarDateInput({ value, onChange, ...props }: CalendarDateInputProps) {
  const { locale, language, calendar } = useFormatLocale();
  if (calendar === 'gregorian') {
    return <TextInput {...props} type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
  return <SolarHijriDateInput {...props} value={value ?? ''} onChange={onChange} locale={locale} language={language} />;
}

type SolarHijriDateInputProps = CalendarDateInputProps & { value: string; locale: string; language: string };

/** The ISO day a typed text stands for; '' for an empty, half-typed or impossible one. */
function typedDay(text: string): string {
  const day = parseSolarHijri(text);
  return day ? (solarHijriToIso(day) ?? '') : '';
}

/** An ISO day as 'yyyy/mm/dd' in the locale's digits ('۱۴۰۵/۰۹/۰۱' in Dari and Pashto); '' for anything else. */
function shownDay(isoDay: string, locale: string): string {
  const day = isoToSolarHijri(isoDay);
  if (!day) return '';
  const digits = new Intl.NumberFormat(locale, { useGrouping: false });
  return formatSolarHijriNumeric(day).replace(/\d/g, (digit) => digits.format(Number(digit)));
}

function SolarHijriDateInput({ value, onChange, locale, language, min, max, description, error, placeholder, disabled, readOnly, onBlur, styles, ...rest }: SolarHijriDateInputProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [text, setText] = useState(() => shownDay(value, locale));
  const [synced, setSynced] = useState({ value, locale });
  const [showInvalid, setShowInvalid] = useState(false);
  const [opened, setOpened] = useState(false);

  // A value set from outside (a reset, a loaded record) or another digit set replaces the text;
  // the value this field just reported for what is being typed does not (the caret stays put).
  if (synced.value !== value || synced.locale !== locale) {
    setSynced({ value, locale });
    if (synced.locale !== locale || typedDay(text) !== value) {
      setText(shownDay(value, locale));
      setShowInvalid(false);
    }
  }

  const report = (isoDay: string) => {
    if (isoDay !== value) onChange(isoDay);
  };

  const handleChange = (next: string) => {
    setText(next);
    const day = typedDay(next);
    if (day !== '' || next.trim() === '') setShowInvalid(false);
    report(day);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const day = typedDay(text);
    if (day !== '') setText(shownDay(day, locale)); // "1405-9-1" becomes "۱۴۰۵/۰۹/۰۱"
    setShowInvalid(day === '' && text.trim() !== '');
    onBlur?.(event);
  };

  const handlePick = (isoDay: string) => {
    setText(shownDay(isoDay, locale));
    setShowInvalid(false);
    setOpened(false);
    report(isoDay);
  };

  const gregorian = value !== '' && isoToSolarHijri(value) ? t('preferences.dateInput.gregorianEquivalent', { date: formatCalendarDay(value, intlLocale(language, 'gregorian')) }) : undefined;

  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(event) => handleChange(event.currentTarget.value)}
      onBlur={handleBlur}
      disabled={disabled}
      readOnly={readOnly}
      placeholder={placeholder ?? t('preferences.dateInput.placeholder')}
      description={description ?? gregorian}
      error={error ?? (showInvalid ? t('preferences.dateInput.invalid') : undefined)}
      autoComplete="off"
      styles={styles ?? (dir === 'rtl' ? { input: RTL_INPUT } : undefined)}
      rightSectionPointerEvents="all"
      rightSection={
        <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus returnFocus>
          <Popover.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('preferences.dateInput.openCalendar')} disabled={disabled || readOnly} onClick={() => setOpened((open) => !open)}>
              <IconCalendar size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown aria-label={t('preferences.dateInput.openCalendar')}>
            <SolarHijriMonthGrid locale={locale} value={typedDay(text) || value} min={min} max={max} onPick={handlePick} />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}

// The numeric day reads left to right in every language, so in a right-to-left page the input
// alone is LTR (Mantine's `dir` prop would turn the whole field, calendar button included). Its
// inline sides are then the field's swapped: the room for the calendar button goes on its start,
// and the text on its end, the reading start of the page.
const RTL_INPUT = {
  direction: 'ltr',
  paddingInlineStart: 'var(--input-padding-inline-end)',
  paddingInlineEnd: 'var(--input-padding-inline-start)',
  textAlign: 'end',
} as const;
