import { Alert, Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { compareVersions, mergedChange, type FieldChoice } from '@/lib/conflicts/record-conflict';

/** What the person chose: drop my change (theirs stays), or send this change again made from the current version. */
export type ConflictResolution = { kind: 'theirs' } | { kind: 'send'; change: Record<string, unknown>; version: string };

export type RecordConflictModalProps = {
  /** The change, named as the outbox names it ("Changes to expense #12"), when there is one. */
  description?: string;
  /** My change as sent (its body). */
  mine: Record<string, unknown>;
  /** The record as the server has it now (the 412's `current`). */
  current: Record<string, unknown>;
  /** The person chose; the caller closes the comparison (it may open a new one). */
  onResolve: (resolution: ConflictResolution) => Promise<void>;
  /** Closed without choosing: nothing is sent or dropped. */
  onClose: () => void;
};

function shownValue(value: unknown, t: TFunction, locale: string): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return t('conflicts.noValue');
  if (typeof value === 'boolean') return t(value ? 'conflicts.yes' : 'conflicts.no');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return toLocaleDigits(text, locale);
}

/**
 * The two versions of a record field by field (issue 24, "No silent overwrite"): each field my
 * change and the saved record disagree on, with a choice of which to keep (mine by default);
 * then keep mine, keep theirs (my change is dropped), or save the chosen values.
 */
export function RecordConflictModal({ description, mine, current, onResolve, onClose }: RecordConflictModalProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const [conflict] = useState(() => compareVersions(mine, current));
  const [choices, setChoices] = useState<Record<string, FieldChoice>>({});
  const [busy, setBusy] = useState<'mine' | 'theirs' | 'chosen' | null>(null);

  const resolve = async (which: 'mine' | 'theirs' | 'chosen') => {
    setBusy(which);
    try {
      if (which === 'theirs') await onResolve({ kind: 'theirs' });
      else await onResolve({ kind: 'send', change: which === 'mine' ? mine : mergedChange(mine, choices), version: conflict.currentVersion });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('conflicts.title')} size="lg" centered>
      <Stack gap="md">
        {description ? <Text fw={600}>{description}</Text> : null}
        <Alert color="yellow" role="status">
          {t('conflicts.intro')}
        </Alert>
        {conflict.differing.length === 0 ? (
          <Text size="sm">{t('conflicts.nothingDiffers')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder aria-label={t('conflicts.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('conflicts.field')}</Table.Th>
                  <Table.Th scope="col">{t('conflicts.mine')}</Table.Th>
                  <Table.Th scope="col">{t('conflicts.theirs')}</Table.Th>
                  <Table.Th scope="col">{t('conflicts.keep')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conflict.differing.map(({ field, mine: myValue, theirs }) => {
                  const label = t(`conflicts.fields.${field}`);
                  return (
                    <Table.Tr key={field}>
                      <Table.Th scope="row">{label}</Table.Th>
                      <Table.Td>{shownValue(myValue, t, locale)}</Table.Td>
                      <Table.Td>{shownValue(theirs, t, locale)}</Table.Td>
                      <Table.Td>
                        <Radio.Group
                          value={choices[field] ?? 'mine'}
                          onChange={(value) => setChoices((before) => ({ ...before, [field]: value as FieldChoice }))}
                          aria-label={t('conflicts.keepField', { field: label })}
                        >
                          <Group gap="sm" wrap="nowrap">
                            <Radio value="mine" label={t('conflicts.keepMineShort')} />
                            <Radio value="theirs" label={t('conflicts.keepTheirsShort')} />
                          </Group>
                        </Radio.Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {conflict.same > 0 ? (
          <Text size="sm" c="dimmed">
            {t('conflicts.sameCount', { count: conflict.same })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" color="red" onClick={() => void resolve('theirs')} loading={busy === 'theirs'} disabled={busy !== null && busy !== 'theirs'}>
            {t('conflicts.keepTheirs')}
          </Button>
          <Button variant="default" onClick={() => void resolve('mine')} loading={busy === 'mine'} disabled={busy !== null && busy !== 'mine'}>
            {t('conflicts.keepMine')}
          </Button>
          {conflict.differing.length > 0 ? (
            <Button onClick={() => void resolve('chosen')} loading={busy === 'chosen'} disabled={busy !== null && busy !== 'chosen'} data-autofocus>
              {t('conflicts.saveChosen')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
