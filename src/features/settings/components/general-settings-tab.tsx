/**
 * The Front desk & school tab (part of GET/PUT /settings): the token desks' prefixes, the currency
 * amounts are shown in, the school week, the time after which an arrival counts as late, and the
 * largest amount one money field may hold (src/contract/money-limits.ts).
 */
import { Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToCents } from '@/contract/finance';
import { MONEY_LIMIT_MAX_CENTS, MONEY_LIMIT_MIN_CENTS } from '@/contract/money-limits';
import { CURRENCIES, WEEK_DAYS, updateSchoolGeneralSettingsSchema, type SchoolGeneralSettings, type WeekDay } from '@/contract/settings';
import { saveGeneralSettings } from '@/features/settings/api/settings-api';
import { SettingsFormActions } from '@/features/settings/components/settings-form-actions';
import { SettingsQueryState } from '@/features/settings/components/settings-query-state';
import { useGeneralSettings } from '@/features/settings/components/use-general-settings';
import { useSettingsDraft, type SettingsDraft } from '@/features/settings/components/use-settings-draft';
import { MONEY_LIMITS_KEY } from '@/lib/school/use-money-limit';

type GeneralDraft = Pick<SchoolGeneralSettings, 'deskPrefixes' | 'currency' | 'week' | 'lateAfter' | 'moneyLimits'>;

const toDraft = ({ deskPrefixes, currency, week, lateAfter, moneyLimits }: SchoolGeneralSettings): GeneralDraft => ({ deskPrefixes, currency, week, lateAfter, moneyLimits });

export function GeneralSettingsTab({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const { query, replace } = useGeneralSettings();
  const queryClient = useQueryClient();
  const draft = useSettingsDraft<GeneralDraft, GeneralDraft>({
    saved: query.data ? toDraft(query.data) : undefined,
    toPayload: (value) => value,
    schema: updateSchoolGeneralSettingsSchema,
    send: saveGeneralSettings,
    onSaved: (answer) => {
      replace(answer);
      // The forms' limit per amount (useMoneyLimit) follows the saved setting at once.
      void queryClient.invalidateQueries({ queryKey: MONEY_LIMITS_KEY });
      notifications.show({ color: 'green', message: t('settings.general.saved') });
    },
  });
  return (
    <SettingsQueryState query={query}>
      {draft.value && <GeneralForm draft={draft} value={draft.value} canUpdate={canUpdate} />}
    </SettingsQueryState>
  );
}

function GeneralForm({ draft, value, canUpdate }: { draft: SettingsDraft<GeneralDraft>; value: GeneralDraft; canUpdate: boolean }) {
  const { t } = useTranslation();
  const errors = draft.fieldErrors;
  const prefixError = errors.deskPrefixes ?? Object.entries(errors).find(([key]) => key.startsWith('deskPrefixes.'))?.[1];
  const dayOptions = WEEK_DAYS.map((day) => ({ value: day, label: t(`settings.days.${day}`) }));

  return (
    <form
      aria-label={t('settings.tabs.general')}
      onSubmit={(event) => {
        event.preventDefault();
        draft.save();
      }}
    >
      <Stack gap="md" maw="48rem">
        <TagsInput
          label={t('settings.general.deskPrefixes')}
          description={t('settings.general.deskPrefixesHint')}
          value={value.deskPrefixes}
          onChange={(prefixes) => draft.update((current) => ({ ...current, deskPrefixes: prefixes.map((prefix) => prefix.trim().toUpperCase()) }))}
          readOnly={!canUpdate}
          allowDuplicates
          error={prefixError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('settings.general.currency')}
            description={t('settings.general.currencyHint')}
            data={CURRENCIES.map((currency) => ({ value: currency, label: t(`settings.currencies.${currency}`) }))}
            value={value.currency}
            onChange={(event) => draft.update((current) => ({ ...current, currency: event.currentTarget.value as GeneralDraft['currency'] }))}
            disabled={!canUpdate}
            error={errors.currency}
          />
          <TextInput
            type="time"
            label={t('settings.general.lateAfter')}
            description={t('settings.general.lateAfterHint')}
            value={value.lateAfter}
            onChange={(event) => draft.update((current) => ({ ...current, lateAfter: event.currentTarget.value }))}
            readOnly={!canUpdate}
            error={errors.lateAfter}
          />
          <NativeSelect
            label={t('settings.general.firstDay')}
            data={dayOptions}
            value={value.week.firstDay}
            onChange={(event) => draft.update((current) => ({ ...current, week: { ...current.week, firstDay: event.currentTarget.value as WeekDay } }))}
            disabled={!canUpdate}
            error={errors['week.firstDay']}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('settings.general.weekend')}
          description={t('settings.general.weekendHint')}
          value={value.week.weekendDays}
          onChange={(days) =>
            draft.update((current) => ({
              ...current,
              // Kept in week order, so the saved list does not depend on the order of clicks.
              week: { ...current.week, weekendDays: WEEK_DAYS.filter((day) => days.includes(day)) },
            }))
          }
          error={errors['week.weekendDays'] ?? errors.week}
        >
          <Group mt="xs">
            {dayOptions.map((day) => (
              <Checkbox key={day.value} value={day.value} label={day.label} disabled={!canUpdate} />
            ))}
          </Group>
        </Checkbox.Group>
        <MoneyLimitInput
          cents={value.moneyLimits.maxAmountCents}
          onChange={(maxAmountCents) => draft.update((current) => ({ ...current, moneyLimits: { maxAmountCents } }))}
          readOnly={!canUpdate}
          error={errors['moneyLimits.maxAmountCents'] || errors.moneyLimits ? t('moneyLimits.setting.outOfRange', LIMIT_RANGE) : undefined}
        />
        <SettingsFormActions draft={draft as SettingsDraft<unknown>} canUpdate={canUpdate} />
      </Stack>
    </form>
  );
}

/** The range the limit itself may be set in, in currency units (the contract's, for the texts). */
const LIMIT_RANGE = { min: MONEY_LIMIT_MIN_CENTS / 100, max: MONEY_LIMIT_MAX_CENTS / 100 };

/** Cents of an amount as typed; NaN while it is not one ("", "50000."), which the contract refuses. */
const typedCents = (typed: string | number) => (typeof typed === 'number' ? Math.round(typed * 100) : (decimalToCents(typed.trim()) ?? Number.NaN));

/** The limit per amount, typed in the school's currency and kept in cents. */
function MoneyLimitInput({ cents, onChange, readOnly, error }: { cents: number; onChange: (cents: number) => void; readOnly: boolean; error?: string }) {
  const { t } = useTranslation();
  // What the user typed, so a half-typed amount ("50000.") is not replaced; the saved value
  // shows again when the draft no longer matches it (discarded, or saved elsewhere).
  const [typed, setTyped] = useState<string | number>(cents / 100);
  const shown = Object.is(typedCents(typed), cents) ? typed : Number.isNaN(cents) ? '' : cents / 100;
  return (
    <NumberInput
      maw="24rem"
      label={t('moneyLimits.setting.label')}
      description={t('moneyLimits.setting.hint', LIMIT_RANGE)}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(typedCents(next));
      }}
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="decimal"
      readOnly={readOnly}
      error={error}
    />
  );
}
