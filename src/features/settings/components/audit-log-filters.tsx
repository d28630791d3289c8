import { NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditUser } from '@/contract/audit';
import { useAuditLabels } from '@/features/settings/components/audit-log-labels';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

/** The filters as the form holds them: '' is "all". */
export type AuditFilterValues = { table: string; action: string; userId: string; from: string; to: string };
export const EMPTY_AUDIT_FILTERS: AuditFilterValues = { table: '', action: '', userId: '', from: '', to: '' };

type Props = {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  /** The tables and users the log holds (from the list's meta). */
  tables: readonly string[];
  users: readonly AuditUser[];
  rangeBackwards: boolean;
  /** Sign-ins (a user's last-login time) listed too; off by default. */
  includeLogins: boolean;
  onIncludeLoginsChange: (includeLogins: boolean) => void;
};

/** Table, action, user and a date range (school days), each "all" when empty; sign-ins shown on request. */
export function AuditLogFilters({ values, onChange, tables, users, rangeBackwards, includeLogins, onIncludeLoginsChange }: Props) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const set = (field: keyof AuditFilterValues) => (event: { currentTarget: { value: string } }) => onChange({ ...values, [field]: event.currentTarget.value });
  // A chosen value stays a choice even when a later answer no longer lists it.
  const tableNames = values.table && !tables.includes(values.table) ? [values.table, ...tables] : tables;
  const tableChoices = tableNames.map((name) => ({ value: name, label: labels.table(name) })).sort((left, right) => left.label.localeCompare(right.label));
  const userChoices = users.map((user) => ({ value: String(user.id), label: user.name === user.username ? user.name : `${user.name} (${user.username})` }));
  if (values.userId && !users.some((user) => String(user.id) === values.userId)) userChoices.unshift({ value: values.userId, label: `#${values.userId}` });

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label={t('settings.audit.filters.table')}
          value={values.table}
          onChange={set('table')}
          data={[{ value: '', label: t('settings.audit.filters.allTables') }, ...tableChoices]}
        />
        <NativeSelect
          label={t('settings.audit.filters.action')}
          value={values.action}
          onChange={set('action')}
          data={[{ value: '', label: t('settings.audit.filters.allActions') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: labels.action(action) }))]}
        />
        <NativeSelect
          label={t('settings.audit.filters.user')}
          value={values.userId}
          onChange={set('userId')}
          data={[{ value: '', label: t('settings.audit.filters.allUsers') }, ...userChoices]}
        />
        <CalendarDateInput label={t('settings.audit.filters.from')} value={values.from} onChange={(day) => onChange({ ...values, from: day })} />
        <CalendarDateInput
          label={t('settings.audit.filters.to')}
          value={values.to}
          onChange={(day) => onChange({ ...values, to: day })}
          error={rangeBackwards ? t('settings.audit.filters.rangeOrder') : undefined}
        />
      </SimpleGrid>
      <Switch
        label={t('settings.audit.filters.includeLogins')}
        checked={includeLogins}
        onChange={(event) => onIncludeLoginsChange(event.currentTarget.checked)}
      />
    </Stack>
  );
}
