import { Alert, Button, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { compareVersions, mergedChange, referenceOf, type FieldChoice } from '@/lib/conflicts/record-conflict';
import { partsComparedOf, valueWordKey } from '@/lib/conflicts/value-words';

/** A long choice ("Keep the saved version (drop mine)" in Dari) wraps on a phone instead of being cut. */
const WRAPPING = { h: 'auto', mih: 36, py: 6, maw: '100%', styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } } };

/** What the person chose: drop my change (theirs stays), or send this change again made from the current version. */
export type ConflictResolution = { kind: 'theirs' } | { kind: 'send'; change: Record<string, unknown>; version: string };

export type RecordConflictModalProps = {
  /** The change, named as the outbox names it ("Changes to expense #12"), when there is one. */
  description?: string;
  /** The record type (`expense`), so coded values show in words (value-words.ts). */
  entity?: string;
  /** My change as sent (its body). */
  mine: Record<string, unknown>;
  /** The record as the server has it now (the 412's `current`). */
  current: Record<string, unknown>;
  /** The name of a referenced record (`classTeacherId` 3 → "Zahra Karimi") where the form knows it. */
  describe?: ValueNamer;
  /** The person chose; the caller closes the comparison (it may open a new one). */
  onResolve: (resolution: ConflictResolution) => Promise<void>;
  /** Closed without choosing: nothing is sent or dropped. */
  onClose: () => void;
};

/**
 * A field's label; a part of a group (`parent.user.firstName`) by its own label, after its
 * group's where the catalogue names the group ("Parent: First name"; a student's own `user` is not
 * named: its parts are the student's).
 */
function fieldLabel(field: string, t: TFunction, i18n: I18n): string {
  const path = field.split('.');
  const label = t(`conflicts.fields.${path[path.length - 1]}`);
  const groupKey = `conflicts.groups.${path[0]}`;
  return path.length > 1 && i18n.exists(groupKey) ? t('conflicts.partOf', { group: t(groupKey), label }) : label;
}

/** Names a field's value when it refers to another record; null when it cannot. */
export type ValueNamer = (field: string, value: unknown) => string | null;

/**
 * The name the record itself gives a reference it holds: `classTeacherId` 3 beside
 * `classTeacher: { id: 3, name: 'Zahra Karimi' }`, or `assignedTo` 3 where the record answers
 * `assignedTo: { id: 3, name: 'Ali Sadat' }`; a reference shows its own name.
 */
function nameInRecord(record: Record<string, unknown>, field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const own = referenceOf(value);
  if (own) return own.name;
  const referenced = referenceOf(field.endsWith('Id') ? record[field.slice(0, -2)] : record[field]);
  return referenced && referenced.id === String(value) ? referenced.name : null;
}

/** A value as the reader reads it: a reference by its name, a code in words, a number in their digits, text as it was typed. */
function shownValue(value: unknown, name: string | null, wordKey: string | null, t: TFunction, locale: string): string {
  if (name !== null) return name;
  if (wordKey !== null) return t(wordKey, { defaultValue: String(value) });
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return t('conflicts.noValue');
  if (typeof value === 'boolean') return t(value ? 'conflicts.yes' : 'conflicts.no');
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))) return toLocaleDigits(String(value).trim(), locale);
  // A group of values (an emergency contact): its parts as the reader would list them.
  if (typeof value === 'object') {
    const parts = Object.values(value).filter((part) => part !== null && part !== undefined && String(part).trim() !== '');
    return parts.length > 0 ? parts.map(String).join(', ') : t('conflicts.noValue');
  }
  return String(value);
}

/**
 * The two versions of a record field by field (issue 24, "No silent overwrite"): each field my
 * change and the saved record disagree on, with a choice of which to keep (mine by default);
 * then keep mine, keep theirs (my change is dropped), or save the chosen values.
 */
export function RecordConflictModal({ description, entity, mine, current, describe, onResolve, onClose }: RecordConflictModalProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useFormatLocale();
  const [conflict] = useState(() => compareVersions(mine, current, partsComparedOf(entity)));
  const [choices, setChoices] = useState<Record<string, FieldChoice>>({});
  const [busy, setBusy] = useState<'mine' | 'theirs' | 'chosen' | null>(null);
  const nameOf = (field: string, value: unknown) => describe?.(field, value) ?? nameInRecord(current, field, value);

  const resolve = async (which: 'mine' | 'theirs' | 'chosen') => {
    setBusy(which);
    try {
      if (which === 'theirs') await onResolve({ kind: 'theirs' });
      else await onResolve({ kind: 'send', change: which === 'mine' ? mine : mergedChange(mine, conflict.differing, choices), version: conflict.currentVersion });
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
          <Stack gap="xs" aria-label={t('conflicts.versionsLabel')} role="group">
            {conflict.differing.map(({ field, mine: myValue, theirs }) => (
              <Paper key={field} withBorder p="sm" radius="sm">
                <Radio.Group
                  label={fieldLabel(field, t, i18n)}
                  value={choices[field] ?? 'mine'}
                  onChange={(value) => setChoices((before) => ({ ...before, [field]: value as FieldChoice }))}
                >
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
                    <Radio value="mine" label={t('conflicts.mine')} description={shownValue(myValue, nameOf(field, myValue), valueWordKey(entity, field, myValue), t, locale)} />
                    <Radio value="theirs" label={t('conflicts.theirs')} description={shownValue(theirs, nameOf(field, theirs), valueWordKey(entity, field, theirs), t, locale)} />
                  </SimpleGrid>
                </Radio.Group>
              </Paper>
            ))}
          </Stack>
        )}
        {conflict.same > 0 ? (
          <Text size="sm" c="dimmed">
            {t('conflicts.sameCount', { count: conflict.same })}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" color="red" {...WRAPPING} onClick={() => void resolve('theirs')} loading={busy === 'theirs'} disabled={busy !== null && busy !== 'theirs'}>
            {t('conflicts.keepTheirs')}
          </Button>
          <Button variant="default" {...WRAPPING} onClick={() => void resolve('mine')} loading={busy === 'mine'} disabled={busy !== null && busy !== 'mine'}>
            {t('conflicts.keepMine')}
          </Button>
          {conflict.differing.length > 0 ? (
            <Button {...WRAPPING} onClick={() => void resolve('chosen')} loading={busy === 'chosen'} disabled={busy !== null && busy !== 'chosen'} data-autofocus>
              {t('conflicts.saveChosen')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
