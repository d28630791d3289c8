/**
 * Add Expense / Edit Expense (spec part 2 §2.4, §3.6, §4, §5 "Expense form").
 *
 * Saving: POST (create) or PUT (edit, every field). On success the modal closes and the form
 * resets, every finance query is refreshed, and a notification says so. A failed save keeps the
 * modal open with the reason and the server's field errors on their fields (the spec only logs
 * it, §8); a field's error clears when it is edited. A write the service worker queued (offline)
 * closes with "saved on this device, will be sent". An edit carries the version it was made from;
 * when someone else saved the expense meanwhile, the two versions open field by field (lib/conflicts).
 */
import { Alert, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@/contract/finance';
import { apiErrorText } from '@/lib/api/api-error-text';
import { isApiError } from '@/lib/api/api-error';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { useCreateExpense, type CreateExpenseVariables } from '@/features/finance/api/create-expense';
import { useUpdateExpense, type ExpenseUpdatePayload } from '@/features/finance/api/update-expense';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { useRecordConflict } from '@/lib/conflicts/use-record-conflict';
import { FormDialog, FormDialogActions } from '@/lib/ui/form-dialog';
import { expenseFieldMessage } from '@/features/finance/expenses/expense-field-message';
import { validateExpenseForm } from '@/features/finance/expenses/expense-form-rules';
import {
  expenseToValues,
  newExpenseValues,
  toCreatePayload,
  toUpdatePayload,
  type ExpenseFormValues,
} from '@/features/finance/expenses/expense-form-values';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { schoolDay } from '@/lib/dates/school-day';
import { useMoneyLimit } from '@/lib/school/use-money-limit';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

/** Add Expense, or Edit when `expense` is given. */
export type ExpenseFormModalProps = { opened: boolean; onClose: () => void; expense?: Expense | null };

type ExpenseFormBodyProps = { expense: Expense | null; onClose: () => void; onBusyChange: (busy: boolean) => void };

function ExpenseFormBody({ expense, onClose, onBusyChange }: ExpenseFormBodyProps) {
  const { t } = useTranslation();
  const labels = useFinanceLabels();
  const [today] = useState(schoolDay);
  const createExpense = useCreateExpense();
  const updateExpense = useUpdateExpense();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One X-Request-ID per logical write: the same form sent again unchanged after a failure keeps
  // it, so if the first attempt did reach the server the retry is answered from it, not applied twice.
  const write = useWriteRequestId();

  const limit = useMoneyLimit();
  const form = useForm<ExpenseFormValues>({
    mode: 'controlled',
    initialValues: expense ? expenseToValues(expense) : newExpenseValues(today),
    validate: (values) => validateExpenseForm(t, values, limit),
  });

  const focusFirstError = () => focusFirstInvalid(formRef);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  /** Sends the edit or the new expense; a 412 (changed by someone else since) opens the two versions. */
  const save = async (kind: 'create' | 'update', payload: Record<string, unknown>, title: string, version?: string) => {
    if (busy) return;
    setFailure(null);
    setBusyState(true);
    let saved: Expense | null;
    try {
      if (expense && kind === 'update') {
        const change = payload as ExpenseUpdatePayload;
        saved = await updateExpense.mutateAsync({ id: expense.id, payload: change, requestId: write.requestIdFor(change), version: version ?? expense.updatedAt });
      } else {
        const change = payload as CreateExpenseVariables['payload'];
        saved = await createExpense.mutateAsync({ payload: change, requestId: write.requestIdFor(change) });
      }
      write.settled();
    } catch (error) {
      setBusyState(false);
      if (conflict.caught(error, payload)) {
        // Answered for good: whatever is chosen next is a new request.
        write.settled();
        return;
      }
      console.error(expense ? 'Error updating expense' : 'Error creating expense', error);
      setFailure(apiErrorText(error, t('financeExpenses.form.saveFailed')));
      if (isApiError(error) && error.errors) {
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [field, expenseFieldMessage(t, message)])));
        focusFirstError();
      }
      return;
    }
    setBusyState(false);
    if (saved === null) {
      notifications.show({ color: 'yellow', message: t('financeExpenses.form.savedQueued', { title }) });
    } else {
      notifications.show({
        color: 'green',
        message: expense ? t('financeExpenses.form.updated', { title }) : t('financeExpenses.form.created', { title }),
      });
    }
    form.reset();
    onClose();
  };

  const conflict = useRecordConflict({
    entity: 'expense',
    resend: (change, version) => save('update', change, form.values.title.trim(), version),
    keepTheirs: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
      onClose();
    },
  });

  const handleValid = (values: ExpenseFormValues) =>
    expense
      ? save('update', toUpdatePayload(values) as Record<string, unknown>, values.title.trim())
      : save('create', toCreatePayload(values) as Record<string, unknown>, values.title.trim());

  return (
    <form ref={formRef} onSubmit={(event) => form.onSubmit((values) => void handleValid(values), focusFirstError)(event)} noValidate>
      <Stack gap="md">
        {failure !== null ? (
          <Alert role="alert" color="red" variant="light" title={t('financeExpenses.form.saveFailed')} icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        <TextInput label={t('financeExpenses.fields.title')} required maxLength={200} data-autofocus {...form.getInputProps('title')} />
        <Textarea label={t('financeExpenses.fields.description')} rows={2} maxLength={2000} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('financeExpenses.fields.amount')}
            required
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            {...form.getInputProps('amount')}
          />
          <NativeSelect
            label={t('financeExpenses.fields.category')}
            required
            data={[{ value: '', label: t('financeExpenses.form.chooseCategory'), disabled: true }, ...labels.options.category]}
            {...form.getInputProps('category')}
          />
          <CalendarDateInput label={t('financeExpenses.fields.date')} required {...form.getInputProps('date')} />
          <NativeSelect label={t('financeExpenses.fields.status')} required data={labels.options.expenseStatus} {...form.getInputProps('status')} />
          <NativeSelect label={t('financeExpenses.fields.method')} required data={labels.options.method} {...form.getInputProps('method')} />
          <TextInput label={t('financeExpenses.fields.receiptNumber')} maxLength={100} autoComplete="off" {...form.getInputProps('receiptNumber')} />
        </SimpleGrid>
        <Textarea label={t('financeExpenses.fields.remarks')} rows={2} {...form.getInputProps('remarks')} />
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel={expense ? t('financeExpenses.form.update') : t('financeExpenses.form.create')} />
      </Stack>
      {conflict.dialog}
    </form>
  );
}

export function ExpenseFormModal({ opened, onClose, expense = null }: ExpenseFormModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      busy={busy}
      title={expense ? t('financeExpenses.form.titleEdit') : t('financeExpenses.form.titleCreate')}
    >
      {/* Mounted while open and keyed by the expense, so each opening starts from its values (a new one: the defaults). */}
      {opened ? <ExpenseFormBody key={expense?.id ?? 'new'} expense={expense} onClose={onClose} onBusyChange={setBusy} /> : null}
    </FormDialog>
  );
}
