import { ActionIcon, Badge, ScrollArea, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditAction, AuditLogItem } from '@/contract/audit';
import { isListedField, useAuditLabels, type AuditLabels } from '@/features/settings/components/audit-log-labels';

const ACTION_COLORS: Record<AuditAction, string> = { INSERT: 'teal', UPDATE: 'blue', DELETE: 'red' };
/** Field names shown in a row before "+N more". */
const SHOWN_FIELDS = 4;

/**
 * The action in the reader's words ("Changed", "تغییر کرد"), whole: as written (no capitals) and
 * never cut with an ellipsis; a longer word makes the badge wider.
 */
const FULL_LABEL = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: 'none', overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

export function AuditActionBadge({ action }: { action: AuditAction }) {
  const labels = useAuditLabels();
  return (
    <Badge variant="light" color={ACTION_COLORS[action]} tt="none" styles={FULL_LABEL}>
      {labels.action(action)}
    </Badge>
  );
}

/** "Subjects · Astronomy (#12)": the table, then the record's name and id when known. */
export function auditRecordText(item: AuditLogItem, labels: AuditLabels): string {
  const id = item.rowId === null ? '' : `#${item.rowId}`;
  const record = item.rowLabel ? `${item.rowLabel}${id ? ` (${id})` : ''}` : id;
  return record ? `${labels.table(item.table)} · ${record}` : labels.table(item.table);
}

type Props = { items: readonly AuditLogItem[]; onOpen: (item: AuditLogItem) => void };

/** One row per recorded write, newest first; a row (or its button) opens the record. */
export function AuditLogTable({ items, onOpen }: Props) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const changesOf = (item: AuditLogItem) => {
    if (item.action !== 'UPDATE') return t(`settings.audit.changes.${item.action}`);
    const fields = item.changedFields.filter(isListedField);
    if (fields.length === 0) return t('settings.audit.changes.none');
    const shown = fields.slice(0, SHOWN_FIELDS).map(labels.field).join(', ');
    const more = fields.length - SHOWN_FIELDS;
    return more > 0 ? t('settings.audit.changes.more', { fields: shown, count: more }) : shown;
  };

  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing="xs" miw={860} aria-label={t('settings.audit.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.audit.columns.time')}</Table.Th>
            <Table.Th>{t('settings.audit.columns.user')}</Table.Th>
            <Table.Th>{t('settings.audit.columns.action')}</Table.Th>
            <Table.Th>{t('settings.audit.columns.record')}</Table.Th>
            <Table.Th>{t('settings.audit.columns.changes')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('settings.audit.columns.open')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} onClick={() => onOpen(item)} style={{ cursor: 'pointer' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{labels.time(item.at)}</Table.Td>
              <Table.Td>
                {item.user ? (
                  <>
                    <Text size="sm">{item.user.name}</Text>
                    {item.user.name !== item.user.username ? (
                      <Text size="xs" c="dimmed" dir="ltr">
                        {item.user.username}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('settings.audit.system')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <AuditActionBadge action={item.action} />
              </Table.Td>
              <Table.Td>{auditRecordText(item, labels)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {changesOf(item)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('settings.audit.open')} openDelay={400}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('settings.audit.openFor', { id: item.id })}
                    onClick={(event) => {
                      // The row's own click would open it a second time.
                      event.stopPropagation();
                      onOpen(item);
                    }}
                  >
                    <IconListDetails size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
