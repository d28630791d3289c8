import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';

export type OutboxFixModalProps = {
  item: OutboxItem;
  description: string;
  body: Record<string, unknown>;
  fields: string[];
  onSave: (changes: Record<string, string>) => Promise<void>;
  onClose: () => void;
};

/** Edits the fields the server refused in a queued write; saving sends it again. */
export function OutboxFixModal({ item, description, body, fields, onSave, onClose }: OutboxFixModalProps) {
  const { t } = useTranslation();
  const original = (field: string) => (body[field] === undefined || body[field] === null ? '' : String(body[field]));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field, original(field)])));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(values);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('outbox.fix.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>{description}</Text>
          <Text size="sm">{t('outbox.fix.intro')}</Text>
          {fields.map((field, index) => (
            <TextInput
              key={field}
              label={field}
              data-autofocus={index === 0 ? true : undefined}
              value={values[field] ?? ''}
              // The server's message stays until the value is changed.
              error={values[field] === original(field) ? item.problem?.fieldErrors?.[field] : undefined}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: next }));
              }}
            />
          ))}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('outbox.fix.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('outbox.fix.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
