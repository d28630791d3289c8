import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDayInstant, dateFormat, formatCalendarDay } from '@/lib/dates/calendar-format';
import { schoolDay } from '@/lib/dates/school-day';
import { isoToSolarHijri, solarHijriMonthLength, solarHijriToIso } from '@/lib/dates/solar-hijri';

export type SolarHijriMonthGridProps = {
  /** The Intl locale of the reader (a `-u-ca-persian` one): month names, weekdays and digits. */
  locale: string;
  /** The chosen ISO day, or '' (the grid then opens on today's month). */
  value: string;
  min?: string;
  max?: string;
  onPick: (isoDay: string) => void;
};

type ShownMonth = { year: number; month: number };

// The Afghan week starts on Saturday; 2000-01-01 was one, so it and the six days after it name the columns.
const WEEK_START = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => new Date(WEEK_START + index * DAY_MS));

function stepMonth({ year, month }: ShownMonth, step: 1 | -1): ShownMonth {
  const next = month + step;
  if (next < 1) return { year: year - 1, month: 12 };
  if (next > 12) return { year: year + 1, month: 1 };
  return { year, month: next };
}

/** The month's days in week rows (Saturday first), with null for the cells before day 1 and after the last day. */
function weeksOf({ year, month }: ShownMonth): (string | null)[][] {
  const days = Array.from({ length: solarHijriMonthLength(year, month) }, (_, index) => solarHijriToIso({ year, month, day: index + 1 }));
  const firstDay = days[0] ?? '';
  // getUTCDay: Sunday is 0 and Saturday 6, so Saturday-first columns are one step on.
  const leading = (calendarDayInstant(firstDay).getUTCDay() + 1) % 7;
  const cells = [...Array<null>(leading).fill(null), ...days];
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) {
    const week = cells.slice(start, start + 7);
    weeks.push([...week, ...Array<null>(7 - week.length).fill(null)]);
  }
  return weeks;
}

/** A Solar Hijri month of day buttons, with previous/next month, for the date field's popover. */
export function SolarHijriMonthGrid({ locale, value, min, max, onPick }: SolarHijriMonthGridProps) {
  const { t } = useTranslation();
  const today = schoolDay();
  const [shown, setShown] = useState<ShownMonth>(() => {
    const start = isoToSolarHijri(value) ?? isoToSolarHijri(today) ?? { year: 1405, month: 1 };
    return { year: start.year, month: start.month };
  });
  const weeks = weeksOf(shown);
  const monthDays = weeks.flat().filter((day): day is string => day !== null);
  const outOfRange = (day: string) => (min !== undefined && min !== '' && day < min) || (max !== undefined && max !== '' && day > max);
  // Focus lands on the chosen day, else today, else the first day that can be picked (Mantine's focus trap reads data-autofocus).
  const focusDay = [value, today].find((day) => monthDays.includes(day) && !outOfRange(day)) ?? monthDays.find((day) => !outOfRange(day));

  const monthTitle = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(calendarDayInstant(monthDays[0] ?? today));
  const shortWeekday = dateFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const longWeekday = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale);

  return (
    <div>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        {/* "Previous" points to the reading start: the app's RTL stylesheet turns chevrons round in Dari and Pashto. */}
        <ActionIcon variant="subtle" color="gray" aria-label={t('preferences.dateInput.previousMonth')} onClick={() => setShown(stepMonth(shown, -1))}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} size="sm" aria-live="polite">
          {monthTitle}
        </Text>
        <ActionIcon variant="subtle" color="gray" aria-label={t('preferences.dateInput.nextMonth')} onClick={() => setShown(stepMonth(shown, 1))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Table withRowBorders={false} horizontalSpacing={2} verticalSpacing={2} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((weekday) => (
              <Table.Th key={weekday.getTime()} scope="col" abbr={longWeekday.format(weekday)} ta="center" fz="xs" fw={500} c="dimmed">
                {shortWeekday.format(weekday)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.find((day) => day !== null)}>
              {week.map((day, index) => {
                if (day === null) return <Table.Td key={`empty-${index}`} />;
                const selected = day === value;
                const isToday = day === today;
                const disabled = outOfRange(day);
                return (
                  <Table.Td key={day} ta="center">
                    <ActionIcon
                      size="lg"
                      // Selected is filled and today outlined: a difference of shape, not of colour alone.
                      variant={selected ? 'filled' : isToday ? 'outline' : 'subtle'}
                      c={selected || isToday || disabled ? undefined : 'var(--mantine-color-text)'}
                      aria-label={formatCalendarDay(day, locale, { dateStyle: 'long' })}
                      aria-pressed={selected}
                      aria-current={isToday ? 'date' : undefined}
                      disabled={disabled}
                      data-autofocus={day === focusDay || undefined}
                      onClick={() => onPick(day)}
                    >
                      {number.format(monthDays.indexOf(day) + 1)}
                    </ActionIcon>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
