import { Alert, Button, Center, Group, Loader, Modal, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFieldChange, AuditLogItem } from '@/contract/audit';
import { useAuditLog } from '@/features/settings/api/audit-api';
import { isListedField, useAuditLabels } from '@/features/settings/components/audit-log-labels';
import { AuditActionBadge, auditRecordText } from '@/features/settings/components/audit-log-table';
import { apiErrorText } from '@/lib/api/api-error-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function ChangesTable({ changes: recorded }: { changes: readonly AuditFieldChange[] }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const changes = recorded.filter((change) => isListedField(change.field));
  if (changes.length === 0) return <Text c="dimmed">{t('settings.audit.detail.noChanges')}</Text>;
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing="xs" aria-label={t('settings.audit.detail.changesLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.audit.detail.field')}</Table.Th>
            <Table.Th>{t('settings.audit.detail.before')}</Table.Th>
            <Table.Th aria-hidden />
            <Table.Th>{t('settings.audit.detail.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Td fw={600}>{labels.field(change.field)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} c={change.before === null ? 'dimmed' : undefined}>
                {labels.value(change.before)}
              </Table.Td>
              <Table.Td aria-hidden>
                <IconArrowRight size={14} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} c={change.after === null ? 'dimmed' : undefined}>
                {labels.value(change.after)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

type Props = { item: AuditLogItem | null; onClose: () => void };

/** One recorded write: who, when (Kabul), route and request id at once; the changes once loaded. */
export function AuditLogDialog({ item, onClose }: Props) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const record = useAuditLog(item?.id ?? null);

  return (
    <Modal opened={item !== null} onClose={onClose} size="xl" title={item ? t('settings.audit.detail.title', { id: item.id }) : ''}>
      {item ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={t('settings.audit.columns.time')}>{labels.time(item.at)}</Fact>
            <Fact label={t('settings.audit.columns.user')}>{item.user ? `${item.user.name} (${item.user.username})` : t('settings.audit.system')}</Fact>
            <Fact label={t('settings.audit.columns.action')}>
              <AuditActionBadge action={item.action} />
            </Fact>
            <Fact label={t('settings.audit.columns.record')}>{auditRecordText(item, labels)}</Fact>
            <Fact label={t('settings.audit.detail.route')}>
              <span dir="ltr">{item.route ?? t('settings.audit.detail.noRoute')}</span>
            </Fact>
            <Fact label={t('settings.audit.detail.requestId')}>
              <span dir="ltr">{item.requestId ?? t('settings.audit.detail.empty')}</span>
            </Fact>
          </SimpleGrid>
          {record.data ? (
            <ChangesTable changes={record.data.changes} />
          ) : record.isError ? (
            <Alert color="red" role="alert" title={t('settings.audit.detail.loadFailed')}>
              {apiErrorText(record.error, t('settings.audit.detail.loadFailedText'))}
              <Button variant="light" size="xs" mt="sm" display="block" onClick={() => void record.refetch()}>
                {t('settings.retry')}
              </Button>
            </Alert>
          ) : (
            <Center py="md">
              <Loader size="sm" aria-label={t('settings.audit.detail.loading')} />
            </Center>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('settings.audit.detail.close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
