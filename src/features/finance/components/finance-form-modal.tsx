import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/lib/ui/form-dialog';

export type FinanceFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** A save in flight: Escape, a click outside and the close button do not abandon it. */
  busy: boolean;
  title: string;
  children: ReactNode;
};

/** The frame of the finance forms (payment, expense, payroll): full screen on a phone. */
export function FinanceFormModal({ opened, onClose, busy, title, children }: FinanceFormModalProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} busy={busy} title={title}>
      {children}
    </FormDialog>
  );
}

export type FinanceFormActionsProps = {
  onCancel: () => void;
  busy: boolean;
  /** The submit button's text when not saving ("Add Expense", "Save Changes"...). */
  submitLabel: string;
};

/** The footer of a finance form: Cancel, and the submit that reads "Saving..." while it saves. */
export function FinanceFormActions({ onCancel, busy, submitLabel }: FinanceFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button type="button" variant="default" onClick={onCancel} disabled={busy}>
        {t('finance.cancel')}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('finance.saving') : submitLabel}
      </Button>
    </Group>
  );
}
