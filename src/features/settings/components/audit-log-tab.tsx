/**
 * Settings › Audit log: every recorded write of the school (the database's trigger records them),
 * newest first, filtered by table, action, user and school days, page by page; a row opens the
 * record with each changed field's old and new value. Read-only.
 */
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditAction, AuditLogItem } from '@/contract/audit';
import { useAuditLogs, type AuditLogFilters as AuditQueryFilters } from '@/features/settings/api/audit-api';
import { AuditLogDialog } from '@/features/settings/components/audit-log-dialog';
import { AuditLogFilters, EMPTY_AUDIT_FILTERS, type AuditFilterValues } from '@/features/settings/components/audit-log-filters';
import { AuditLogTable } from '@/features/settings/components/audit-log-table';
import { apiErrorText } from '@/lib/api/api-error-text';

function queryFilters(values: AuditFilterValues, page: number, includeLogins: boolean): AuditQueryFilters {
  return {
    page,
    // Sent only when shown: the server leaves sign-ins out by default.
    includeLogins: includeLogins || undefined,
    table: values.table || undefined,
    action: (values.action || undefined) as AuditAction | undefined,
    userId: values.userId ? Number(values.userId) : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

export function AuditLogTab() {
  const { t } = useTranslation();
  const [values, setValues] = useState<AuditFilterValues>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [includeLogins, setIncludeLogins] = useState(false);
  const [opened, setOpened] = useState<AuditLogItem | null>(null);
  const rangeBackwards = values.from !== '' && values.to !== '' && values.from > values.to;
  const logs = useAuditLogs(queryFilters(values, page, includeLogins), !rangeBackwards);
  const filtered = Object.values(values).some((value) => value !== '');

  const handleFilters = (next: AuditFilterValues) => {
    setValues(next);
    setPage(1);
  };
  const handleIncludeLogins = (next: boolean) => {
    setIncludeLogins(next);
    setPage(1);
  };

  const items = logs.data?.data ?? [];
  const pagination = logs.data?.meta.pagination;

  let body;
  if (rangeBackwards) body = null;
  else if (logs.data === undefined && logs.isError) {
    body = (
      <Alert color="red" role="alert" title={t('settings.audit.loadFailed')}>
        {apiErrorText(logs.error, t('settings.audit.loadFailedText'))}
        <Button variant="light" size="xs" mt="sm" display="block" onClick={() => void logs.refetch()}>
          {t('settings.retry')}
        </Button>
      </Alert>
    );
  } else if (logs.data === undefined) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('settings.audit.loading')} />
      </Center>
    );
  } else if (items.length === 0) {
    body = <Text c="dimmed">{filtered ? t('settings.audit.noMatch') : t('settings.audit.empty')}</Text>;
  } else {
    body = <AuditLogTable items={items} onOpen={setOpened} />;
  }

  return (
    <Stack gap="md" aria-busy={logs.isFetching}>
      <Text c="dimmed" size="sm">
        {t('settings.audit.intro')}
      </Text>
      <AuditLogFilters
        values={values}
        onChange={handleFilters}
        tables={logs.data?.meta.tables ?? []}
        users={logs.data?.meta.users ?? []}
        rangeBackwards={rangeBackwards}
        includeLogins={includeLogins}
        onIncludeLoginsChange={handleIncludeLogins}
      />
      {logs.data !== undefined && logs.isError ? (
        <Alert color="red" role="alert" title={t('settings.audit.loadFailed')}>
          {apiErrorText(logs.error, t('settings.audit.loadFailedText'))}
        </Alert>
      ) : null}
      {body}
      {pagination && items.length > 0 && !rangeBackwards ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('settings.audit.count', { count: pagination.totalCount })}
          </Text>
          {pagination.totalPages > 1 ? <Pagination value={page} onChange={setPage} total={pagination.totalPages} aria-label={t('settings.audit.pages')} /> : null}
        </Group>
      ) : null}
      <AuditLogDialog item={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
