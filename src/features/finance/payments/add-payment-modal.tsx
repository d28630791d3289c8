/**
 * Add Payment (spec §2.4, §3.5, §4 "New payment defaults", §5 "Add Payment", §8 "Payments").
 *
 * A valid form is sent once per logical write (one X-Request-ID, kept when the same payload is
 * sent again after a failure, so a retry of a write that did reach the server is not applied
 * twice). A failure keeps the modal open with the spec's alert. A success closes and resets it and
 * opens the Payment Bill preview of the new payment. A write queued offline has no receipt number
 * yet: the modal says it is saved on this device; it waits at the top of the Payments tab with its
 * provisional bill, naming the student as picked (payment-note.ts, kept beside the write).
 *
 * Keep this component mounted while the screen is (toggle `opened`): the bill preview it opens
 * outlives the form.
 */
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCloudUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToCents, REMARKS_MAX_LENGTH, type Payment, type PaymentCreateBody } from '@/contract/finance';
import { FAR_ABOVE_USUAL_FEE_FACTOR, isFarAboveUsualFee } from '@/contract/money-limits';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { useCreatePayment } from '@/features/finance/api/create-payment';
import { useUsualFeeCents } from '@/features/finance/api/get-usual-fee';
import { FormDialog, FormDialogActions } from '@/lib/ui/form-dialog';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { PaymentBillModal } from '@/features/finance/payments/payment-bill-modal';
import { paymentCreateErrorText } from '@/features/finance/payments/payment-create-error';
import { checkPaymentForm, remarksLength, type PaymentFormErrors } from '@/features/finance/payments/payment-form-rules';
import { newPaymentValues, type PaymentFormValues } from '@/features/finance/payments/payment-form-values';
import { paymentNoteOf } from '@/features/finance/payments/payment-note';
import { StudentPicker } from '@/features/finance/payments/student-picker';
import { forgetWriteNote, keepWriteNote } from '@/lib/offline/outbox/write-notes';
import { schoolDay } from '@/lib/dates/school-day';
import { useMoneyFormat } from '@/lib/school/use-money-format';
import { useMoneyLimit } from '@/lib/school/use-money-limit';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

export type AddPaymentModalProps = {
  opened: boolean;
  onClose: () => void;
  /** After the server recorded the payment (not for a write queued offline). */
  onCreated?: (payment: Payment) => void;
};

type AddPaymentFormProps = {
  onClose: () => void;
  onCreated: (payment: Payment) => void;
  onQueued: () => void;
  onBusyChange: (busy: boolean) => void;
};

/** Mounted per open: every open starts from the defaults (today in Kabul). */
function AddPaymentForm({ onClose, onCreated, onQueued, onBusyChange }: AddPaymentFormProps) {
  const { t } = useTranslation();
  const labels = useFinanceLabels();
  const createPayment = useCreatePayment();
  const [failure, setFailure] = useState<string | null>(null);
  const write = useWriteRequestId();
  const formRef = useRef<HTMLFormElement>(null);
  const limit = useMoneyLimit();
  const { money } = useMoneyFormat();
  /** A payment far above the student's usual fee, waiting for the cashier's confirmation. */
  const [confirming, setConfirming] = useState<PaymentCreateBody | null>(null);
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: newPaymentValues(schoolDay()),
    validate: (values) => {
      const check = checkPaymentForm(values, limit.maxAmountCents);
      if (check.ok) return {};
      const errors: Record<string, string> = {};
      for (const [field, key] of Object.entries(check.errors as PaymentFormErrors)) {
        errors[field] = key === 'overLimit' ? limit.message : t(`financePayment.validation.${key}`);
      }
      return errors;
    },
    // The question was about the values as they were.
    onValuesChange: () => setConfirming(null),
  });
  const usualFee = useUsualFeeCents(form.getValues().student);
  const busy = createPayment.isPending;

  const record = async (payload: PaymentCreateBody) => {
    setConfirming(null);
    setFailure(null);
    onBusyChange(true);
    try {
      const requestId = write.requestIdFor(payload);
      const student = form.getValues().student;
      // Kept before sending, so a payment that ends up waiting names its student from the start.
      if (student) await keepWriteNote(requestId, paymentNoteOf(student));
      const created = await createPayment.mutateAsync({ payload, requestId });
      write.settled();
      if (created) {
        void forgetWriteNote(requestId);
        onCreated(created);
      } else onQueued();
    } catch (error) {
      console.error('Error creating payment', error);
      setFailure(paymentCreateErrorText(t, error));
    } finally {
      onBusyChange(false);
    }
  };

  const handleValid = async (values: PaymentFormValues) => {
    if (busy) return;
    const check = checkPaymentForm(values, limit.maxAmountCents);
    if (!check.ok) return;
    if (isFarAboveUsualFee(decimalToCents(check.payload.amount) ?? 0, usualFee)) {
      setConfirming(check.payload);
      return;
    }
    await record(check.payload);
  };

  const handleInvalid = () => focusFirstInvalid(formRef);

  const remarks = form.getValues().remarks;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => form.onSubmit((values) => void handleValid(values), handleInvalid)(event)}>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <StudentPicker
          required
          value={form.getValues().student}
          error={form.errors.student as string | undefined}
          onChange={(student) => form.setFieldValue('student', student)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('financePayment.fields.amount')}
            required
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            {...form.getInputProps('amount')}
          />
          <CalendarDateInput label={t('financePayment.fields.paymentDate')} required {...form.getInputProps('paymentDate')} />
          <NativeSelect
            label={t('financePayment.fields.status')}
            data={labels.options.paymentStatus}
            {...form.getInputProps('status')}
          />
          <NativeSelect
            label={t('financePayment.fields.method')}
            data={labels.options.paymentMethod}
            {...form.getInputProps('method')}
          />
          <NativeSelect
            label={t('financePayment.fields.type')}
            data={labels.options.paymentType}
            {...form.getInputProps('type')}
          />
        </SimpleGrid>
        <Textarea
          label={t('financePayment.fields.remarks')}
          rows={3}
          maxLength={REMARKS_MAX_LENGTH}
          description={t('financePayment.remarksCount', { count: remarksLength(remarks), max: REMARKS_MAX_LENGTH })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('remarks')}
        />
        {confirming && usualFee !== null && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="alert">
            <Stack gap="xs">
              <Text size="sm">{t('moneyLimits.farAboveUsualFee', { factor: FAR_ABOVE_USUAL_FEE_FACTOR, fee: money(usualFee / 100) })}</Text>
              <Group gap="xs">
                <Button size="xs" color="yellow" loading={busy} onClick={() => void record(confirming)}>
                  {t('moneyLimits.recordAnyway')}
                </Button>
                <Button size="xs" variant="default" disabled={busy} onClick={() => setConfirming(null)}>
                  {t('moneyLimits.changeAmount')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel={t('financePayment.addPayment.submit')} />
      </Stack>
    </form>
  );
}

export function AddPaymentModal({ opened, onClose, onCreated }: AddPaymentModalProps) {
  const { t } = useTranslation();
  const [billPaymentId, setBillPaymentId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const handleCreated = (payment: Payment) => {
    notifications.show({ color: 'green', message: t('financePayment.created', { receiptNumber: payment.receiptNumber }) });
    setBillPaymentId(payment.id);
    onCreated?.(payment);
    onClose();
  };

  const handleQueued = () => {
    notifications.show({
      color: 'yellow',
      icon: <IconCloudUpload size={18} />,
      title: t('financePayment.queued.title'),
      message: <Text size="sm">{t('financePayment.queued.message')}</Text>,
      autoClose: false,
    });
    onClose();
  };

  return (
    <>
      {/* A write in flight finishes in this modal: its answer decides what comes next. */}
      <FormDialog opened={opened} onClose={onClose} busy={busy} title={t('financePayment.addPayment.title')}>
        <AddPaymentForm onClose={onClose} onCreated={handleCreated} onQueued={handleQueued} onBusyChange={setBusy} />
      </FormDialog>
      <PaymentBillModal paymentId={billPaymentId} onClose={() => setBillPaymentId(null)} />
    </>
  );
}
