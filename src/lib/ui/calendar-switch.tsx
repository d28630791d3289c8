import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseCalendar, isCalendarSystem } from '@/lib/i18n/display-preferences';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

export type CalendarSwitchProps = { userId?: string };

/** Solar Hijri | Gregorian: how every date in the app is shown and typed (the server keeps ISO days). */
export function CalendarSwitch({ userId }: CalendarSwitchProps) {
  const { t } = useTranslation();
  const { calendar } = useFormatLocale();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('preferences.calendar')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        orientation="vertical"
        value={calendar}
        onChange={(value) => {
          if (isCalendarSystem(value)) chooseCalendar(value, userId);
        }}
        data={[
          { value: 'solarHijri', label: t('preferences.solarHijri') },
          { value: 'gregorian', label: t('preferences.gregorian') },
        ]}
      />
    </Stack>
  );
}
