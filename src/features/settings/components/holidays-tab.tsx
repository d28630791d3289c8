/**
 * The Holidays tab (part of GET/PUT /settings, section `holidays`): the school's holiday calendar.
 * Days are shown in the reader's calendar (Solar Hijri or Gregorian); a holiday is added with its
 * date and names, removed after a confirmation, and the list saved as one section.
 */
import { ActionIcon, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holidayNameIn, holidaySchema, type Holiday } from '@/contract/school-holidays';
import { updateSchoolGeneralSettingsSchema, type SchoolGeneralSettings } from '@/contract/settings';
import { saveGeneralSettings } from '@/features/settings/api/settings-api';
import { SettingsFormActions } from '@/features/settings/components/settings-form-actions';
import { SettingsQueryState } from '@/features/settings/components/settings-query-state';
import { useGeneralSettings } from '@/features/settings/components/use-general-settings';
import { useSettingsDraft, type SettingsDraft } from '@/features/settings/components/use-settings-draft';
import { formatCalendarDay } from '@/lib/dates/calendar-format';
import { serverMessageText } from '@/lib/i18n/server-message-text';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

type HolidaysDraft = Pick<SchoolGeneralSettings, 'holidays'>;

const byDate = (holidays: readonly Holiday[]) => [...holidays].sort((a, b) => a.date.localeCompare(b.date));

export function HolidaysTab({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const { query, replace } = useGeneralSettings();
  const draft = useSettingsDraft<HolidaysDraft, HolidaysDraft>({
    saved: query.data ? { holidays: byDate(query.data.holidays) } : undefined,
    toPayload: (value) => value,
    schema: updateSchoolGeneralSettingsSchema,
    send: saveGeneralSettings,
    onSaved: (answer) => {
      replace(answer);
      notifications.show({ color: 'green', message: t('schoolDays.holidays.saved') });
    },
  });
  return (
    <SettingsQueryState query={query}>
      {draft.value && <HolidaysForm draft={draft} value={draft.value} canUpdate={canUpdate} />}
    </SettingsQueryState>
  );
}

const EMPTY = { date: '', name: '', nameFa: '', namePs: '' };

function HolidaysForm({ draft, value, canUpdate }: { draft: SettingsDraft<HolidaysDraft>; value: HolidaysDraft; canUpdate: boolean }) {
  const { t, i18n } = useTranslation();
  const { locale } = useFormatLocale();
  const [adding, setAdding] = useState(EMPTY);
  const [addErrors, setAddErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const listError = draft.fieldErrors.holidays ?? Object.entries(draft.fieldErrors).find(([key]) => key.startsWith('holidays.'))?.[1];

  const handleField = (field: keyof typeof EMPTY, text: string) => setAdding((current) => ({ ...current, [field]: text }));

  const handleAdd = () => {
    const candidate = {
      date: adding.date,
      name: adding.name,
      ...(adding.nameFa.trim() ? { nameFa: adding.nameFa } : {}),
      ...(adding.namePs.trim() ? { namePs: adding.namePs } : {}),
    };
    const parsed = holidaySchema.safeParse(candidate);
    const errors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= serverMessageText(issue.message);
    else if (value.holidays.some((holiday) => holiday.date === parsed.data.date)) errors.date = t('schoolDays.holidays.repeated');
    setAddErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    draft.update((current) => ({ holidays: byDate([...current.holidays, parsed.data]) }));
    setAdding(EMPTY);
  };

  return (
    <form
      aria-label={t('schoolDays.holidays.title')}
      onSubmit={(event) => {
        event.preventDefault();
        draft.save();
      }}
    >
      <Stack gap="md" maw="56rem">
        <div>
          <Title order={3} size="h4">
            {t('schoolDays.holidays.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('schoolDays.holidays.description')}
          </Text>
        </div>
        {value.holidays.length === 0 ? (
          <Text c="dimmed">{t('schoolDays.holidays.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label={t('schoolDays.holidays.count', { count: value.holidays.length })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schoolDays.holidays.date')}</Table.Th>
                  <Table.Th>{t('schoolDays.holidays.name')}</Table.Th>
                  {canUpdate ? <Table.Th /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {value.holidays.map((holiday) => (
                  <Table.Tr key={holiday.date}>
                    <Table.Td>{formatCalendarDay(holiday.date, locale, { dateStyle: 'full' })}</Table.Td>
                    <Table.Td>{holidayNameIn(holiday, i18n.language)}</Table.Td>
                    {canUpdate ? (
                      <Table.Td style={{ textAlign: 'end' }}>
                        <Tooltip label={t('schoolDays.holidays.remove')}>
                          <ActionIcon variant="subtle" color="red" aria-label={`${t('schoolDays.holidays.remove')}: ${holidayNameIn(holiday, i18n.language)}`} onClick={() => setRemoving(holiday)}>
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {listError ? (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        ) : null}
        {canUpdate ? (
          <Paper withBorder p="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CalendarDateInput label={t('schoolDays.holidays.date')} value={adding.date} onChange={(date) => handleField('date', date)} error={addErrors.date} />
              <TextInput label={t('schoolDays.holidays.name')} value={adding.name} onChange={(event) => handleField('name', event.currentTarget.value)} error={addErrors.name} />
              <TextInput label={t('schoolDays.holidays.nameFa')} dir="rtl" value={adding.nameFa} onChange={(event) => handleField('nameFa', event.currentTarget.value)} error={addErrors.nameFa} />
              <TextInput label={t('schoolDays.holidays.namePs')} dir="rtl" value={adding.namePs} onChange={(event) => handleField('namePs', event.currentTarget.value)} error={addErrors.namePs} />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={handleAdd}>
                {t('schoolDays.holidays.add')}
              </Button>
            </Group>
          </Paper>
        ) : null}
        <SettingsFormActions draft={draft as SettingsDraft<unknown>} canUpdate={canUpdate} />
      </Stack>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('schoolDays.holidays.removeTitle')} centered>
        <Stack gap="md">
          <Text size="sm">
            {removing ? t('schoolDays.holidays.removeBody', { name: holidayNameIn(removing, i18n.language), date: formatCalendarDay(removing.date, locale) }) : null}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
              {t('schoolDays.holidays.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                const date = removing?.date;
                draft.update((current) => ({ holidays: current.holidays.filter((holiday) => holiday.date !== date) }));
                setRemoving(null);
              }}
            >
              {t('schoolDays.holidays.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
