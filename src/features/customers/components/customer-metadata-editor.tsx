import { ActionIcon, Badge, Button, Fieldset, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_METADATA_ENTRIES } from '@/contract/customers';
import { addMetadataEntry, removeMetadataEntry, type MetadataEntry } from '@/features/customers/components/metadata-entries';
import { lengthHint } from '@/lib/ui/length-hint';

export type MetadataDraft = { key: string; value: string };

export type CustomerMetadataEditorProps = {
  entries: MetadataEntry[];
  draft: MetadataDraft;
  onEntriesChange: (entries: MetadataEntry[]) => void;
  onDraftChange: (draft: MetadataDraft) => void;
};

/**
 * Custom fields, in the create form and the edit dialog: name + value with Add (Enter adds too; the
 * same name again changes its value), each pair removable.
 */
export function CustomerMetadataEditor({ entries, draft, onEntriesChange, onDraftChange }: CustomerMetadataEditorProps) {
  const { t } = useTranslation();
  const full = entries.length >= MAX_METADATA_ENTRIES && !entries.some((entry) => entry.key === draft.key.trim());

  const handleAdd = () => {
    const next = addMetadataEntry(entries, draft.key, draft.value);
    if (next === null) return;
    onEntriesChange(next);
    onDraftChange({ key: '', value: '' });
  };

  // Enter in these two inputs adds the pair instead of submitting the whole form.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleAdd();
  };

  return (
    <Fieldset legend={t('customers.metadata.title')} variant="filled" p="sm">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('customers.metadata.key')}
            placeholder={t('customers.metadata.keyPlaceholder')}
            value={draft.key}
            onChange={(event) => onDraftChange({ ...draft, key: event.currentTarget.value })}
            onKeyDown={handleKeyDown}
            maxLength={100}
            description={lengthHint(draft.key, 100, t)}
            style={{ flex: '1 1 8rem' }}
          />
          <TextInput
            label={t('customers.metadata.value')}
            placeholder={t('customers.metadata.valuePlaceholder')}
            value={draft.value}
            onChange={(event) => onDraftChange({ ...draft, value: event.currentTarget.value })}
            onKeyDown={handleKeyDown}
            maxLength={1000}
            description={lengthHint(draft.value, 1000, t)}
            style={{ flex: '1 1 8rem' }}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={handleAdd}
            disabled={draft.key.trim() === '' || draft.value.trim() === '' || full}
          >
            {t('customers.metadata.add')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {full ? t('customers.metadata.full', { max: MAX_METADATA_ENTRIES }) : t('customers.metadata.hint')}
        </Text>
        {entries.length > 0 ? (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('customers.metadata.title')}>
            {entries.map((entry, index) => (
              <Group key={entry.key} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                    {entry.key}
                  </Badge>
                  <Text size="sm" truncate="end">
                    {entry.value}
                  </Text>
                </Group>
                <Tooltip label={t('customers.metadata.remove', { key: entry.key })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('customers.metadata.remove', { key: entry.key })}
                    onClick={() => onEntriesChange(removeMetadataEntry(entries, index))}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
