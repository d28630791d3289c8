/**
 * Add Payroll / Edit Payroll (spec part 2 §2.4 "Add Payroll modal", §3.7, §4, §5 "Payroll form").
 *
 * The net salary is shown live, read-only, and recomputed from the amounts on submit (integer
 * cents, payroll-form-values.ts). Picking an employee fills the basic salary and allowances. A save
 * that fails keeps the modal open with the reason and the server's field messages (the spec only
 * logs it); a write the service worker queued offline closes with "saved on this device". Each
 * logical write keeps one X-Request-ID, so sending the same form again after a lost answer is
 * applied once.
 */
import { Alert, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  centsToDecimal,
  REMARKS_MAX_LENGTH,
  TRANSACTION_ID_MAX_LENGTH,
  type Payroll,
} from '@/contract/finance';
import type { PayrollEmployee } from '@/contract/payroll-employees';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { useCreatePayroll, type CreatePayrollVariables } from '@/features/finance/api/create-payroll';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { useUpdatePayroll, type PayrollUpdatePayload } from '@/features/finance/api/update-payroll';
import { useRecordConflict } from '@/lib/conflicts/use-record-conflict';
import { FormDialog, FormDialogActions } from '@/lib/ui/form-dialog';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { EmployeePicker } from '@/features/finance/payroll/employee-picker';
import { employeeFullName } from '@/features/finance/payroll/filter-employees';
import {
  formNetSalaryCents,
  newPayrollValues,
  PAYROLL_MONEY_FIELDS,
  payrollToValues,
  toPayrollCreatePayload,
  toPayrollUpdatePayload,
  validatePayrollValues,
  type PayrollFormValues,
} from '@/features/finance/payroll/payroll-form-values';
import { readPayrollSaveError } from '@/features/finance/payroll/payroll-save-error';
import { useMoneyLimit } from '@/lib/school/use-money-limit';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

/** Add Payroll, or Edit when `payroll` is given. */
export type PayrollFormModalProps = { opened: boolean; onClose: () => void; payroll?: Payroll | null };

type MoneyField = 'basicSalary' | 'allowances' | 'deductions' | 'tax' | 'bonus';

type PayrollFormBodyProps = { payroll: Payroll | null; onClose: () => void; onBusyChange: (busy: boolean) => void };

function PayrollFormBody({ payroll, onClose, onBusyChange }: PayrollFormBodyProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  const createPayroll = useCreatePayroll();
  const updatePayroll = useUpdatePayroll();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const write = useWriteRequestId();

  const limit = useMoneyLimit();
  const form = useForm<PayrollFormValues>({
    mode: 'controlled',
    initialValues: payroll ? payrollToValues(payroll) : newPayrollValues(),
    validate: (values) => {
      const errors: Record<string, string> = Object.fromEntries(
        Object.entries(validatePayrollValues(values)).map(([field, key]) => [field, t(`financePayroll.messages.${key}`)]),
      );
      // The school's limit per amount applies to every money line, as on the server.
      for (const field of PAYROLL_MONEY_FIELDS) if (!errors[field] && limit.isOver(values[field])) errors[field] = limit.message;
      return errors;
    },
  });

  const net = formNetSalaryCents(form.values);

  const focusFirstError = () => focusFirstInvalid(formRef);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  const handleSelectEmployee = (employee: PayrollEmployee) => {
    form.setValues({
      employee: { kind: employee.kind, id: employee.id, employeeId: employee.employeeId, employeeName: employeeFullName(employee) },
      basicSalary: employee.salary.basicSalary,
      allowances: employee.salary.allowances,
    });
    form.clearFieldError('employee');
    form.clearFieldError('basicSalary');
    form.clearFieldError('allowances');
    form.clearFieldError('netSalary');
  };

  const moneyProps = (field: MoneyField) => {
    const input = form.getInputProps(field);
    return {
      ...input,
      // Any amount changes the net salary: its message is out of date too.
      onChange: (value: string | number) => {
        input.onChange(value);
        form.clearFieldError('netSalary');
      },
      min: 0,
      step: 0.01,
      decimalScale: 2,
      allowNegative: false,
      hideControls: true,
      inputMode: 'decimal' as const,
      disabled: busy,
    };
  };

  /** Sends the record; an edit carries the version it was made from, and a 412 opens the two versions. */
  const save = async (payload: Record<string, unknown>, name: string, version?: string) => {
    if (busy) return;
    setFailure(null);
    const requestId = write.requestIdFor(payload);
    setBusyState(true);
    let saved: Payroll | null;
    try {
      saved = payroll
        ? await updatePayroll.mutateAsync({ id: payroll.id, payload: payload as PayrollUpdatePayload, requestId, version: version ?? payroll.updatedAt })
        : await createPayroll.mutateAsync({ payload: payload as CreatePayrollVariables['payload'], requestId });
      write.settled();
    } catch (error) {
      setBusyState(false);
      if (conflict.caught(error, payload)) {
        // Answered for good: whatever is chosen next is a new request.
        write.settled();
        return;
      }
      console.error(payroll ? 'Error updating payroll' : 'Error creating payroll', error);
      const { detail, fieldErrors } = readPayrollSaveError(t, error);
      setFailure(detail);
      form.setErrors(fieldErrors);
      focusFirstError();
      return;
    }
    setBusyState(false);
    if (saved === null) {
      notifications.show({ color: 'yellow', message: t('financePayroll.messages.savedQueued', { name }) });
    } else {
      notifications.show({ color: 'green', message: t(payroll ? 'financePayroll.messages.updated' : 'financePayroll.messages.created', { name }) });
    }
    form.reset();
    onClose();
  };

  const conflict = useRecordConflict({
    entity: 'payroll',
    resend: (change, version) => save(change, form.values.employee?.employeeName ?? '', version),
    keepTheirs: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
      onClose();
    },
  });

  const handleValid = (values: PayrollFormValues) =>
    save(
      (payroll ? toPayrollUpdatePayload(values, payroll) : toPayrollCreatePayload(values)) as Record<string, unknown>,
      values.employee?.employeeName ?? '',
    );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => form.onSubmit((values) => void handleValid(values), focusFirstError)(event)}>
      <Stack gap="md">
        {failure ? (
          <Alert role="alert" color="red" variant="light" title={t('financePayroll.messages.saveFailed')} icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        <EmployeePicker
          label={t('financePayroll.form.employee')}
          required
          selected={form.values.employee}
          onSelect={handleSelectEmployee}
          error={form.errors.employee}
          disabled={busy}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput type="month" label={t('financePayroll.form.salaryMonth')} required disabled={busy} {...form.getInputProps('salaryMonth')} />
          <CalendarDateInput label={t('financePayroll.form.paymentDate')} disabled={busy} {...form.getInputProps('paymentDate')} />
          <NumberInput label={t('financePayroll.form.basicSalary')} required {...moneyProps('basicSalary')} />
          <NumberInput label={t('financePayroll.form.allowances')} {...moneyProps('allowances')} />
          <NumberInput label={t('financePayroll.form.deductions')} {...moneyProps('deductions')} />
          <NumberInput label={t('financePayroll.form.tax')} {...moneyProps('tax')} />
          <NumberInput label={t('financePayroll.form.bonus')} {...moneyProps('bonus')} />
          <TextInput
            label={t('financePayroll.form.netSalary')}
            description={t('financePayroll.form.netSalaryHint')}
            readOnly
            value={net === null ? t('financePayroll.form.netSalaryInvalid') : format.money(Number(centsToDecimal(net)))}
            error={form.errors.netSalary}
            aria-live="polite"
          />
          <NativeSelect
            label={t('financePayroll.form.status')}
            data={labels.options.payrollStatus}
            disabled={busy}
            {...form.getInputProps('status')}
          />
          <NativeSelect
            label={t('financePayroll.form.method')}
            data={labels.options.method}
            disabled={busy}
            {...form.getInputProps('method')}
          />
        </SimpleGrid>
        <TextInput
          label={t('financePayroll.form.transactionId')}
          maxLength={TRANSACTION_ID_MAX_LENGTH}
          disabled={busy}
          {...form.getInputProps('transactionId')}
        />
        <Textarea
          label={t('financePayroll.form.remarks')}
          maxLength={REMARKS_MAX_LENGTH}
          rows={3}
          disabled={busy}
          {...form.getInputProps('remarks')}
        />
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel={payroll ? t('financePayroll.form.update') : t('financePayroll.form.create')} />
      </Stack>
      {conflict.dialog}
    </form>
  );
}

export function PayrollFormModal({ opened, onClose, payroll = null }: PayrollFormModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      busy={busy}
      title={payroll ? t('financePayroll.form.titleEdit') : t('financePayroll.form.titleCreate')}
    >
      {/* Keyed by the record, so each opening starts from its values (the modal unmounts its body when closed). */}
      <PayrollFormBody key={payroll?.id ?? 'new'} payroll={payroll} onClose={onClose} onBusyChange={setBusy} />
    </FormDialog>
  );
}
