/**
 * Payments recorded on this device that the server has not taken yet (issue 24): shown at once
 * above the list, as they will be sent, with the student as picked (the payment's note), the
 * Pending sync badge (Needs attention once the server refused one: the sync panel says why and
 * offers Fix or Discard) and their provisional bill. Once the server takes one, it leaves this
 * section and comes back in the list with its receipt number, and its real bill.
 */
import { Button, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { offlineWritesOf } from '@/contract/endpoint';
import { moneyNumber, paymentCreateSchema, type PaymentBill, type PaymentCreateBody } from '@/contract/finance';
import type { PendingWrite } from '@/lib/offline/outbox/pending-writes';
import { useWriteNotes } from '@/lib/offline/outbox/write-notes';
import { useSchoolProfile } from '@/lib/school/school-profile';
import { useMoneyFormat } from '@/lib/school/use-money-format';
import { useSessionUser } from '@/lib/session/use-session-user';
import { WaitingRecord, WaitingToSend } from '@/lib/ui/waiting-to-send';
import { usePendingFinanceWrites } from '@/features/finance/api/pending-finance-writes';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { readPaymentNote, type PaymentNote } from '@/features/finance/payments/payment-note';
import { provisionalBill } from '@/features/finance/payments/provisional-bill';

/** The payment writes the device may keep (only this area's definitions: see kept-write.ts). */
const PAYMENT_WRITES = offlineWritesOf(paymentEndpoints);

export function usePendingPayments() {
  return usePendingFinanceWrites(PAYMENT_WRITES, 'payment');
}

/** A waiting payment as it will be sent (the contract's own rule), and the student as picked. */
type WaitingPayment = { write: PendingWrite; payment: PaymentCreateBody | null; note: PaymentNote | null };

/** Makes the provisional bill of a waiting payment from what this device holds. */
function useProvisionalBill(): (waiting: WaitingPayment & { payment: PaymentCreateBody }) => PaymentBill {
  const { t } = useTranslation();
  const school = useSchoolProfile();
  const { currency } = useMoneyFormat();
  const { user } = useSessionUser();
  const cashier = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return ({ payment, note }) =>
    provisionalBill({ payment, note, school: school.data, currency, cashier, unnamedStudent: t('financePayment.waiting.student', { id: payment.studentId }) });
}

function PendingPayment({ waiting, onBill }: { waiting: WaitingPayment; onBill: (bill: PaymentBill) => void }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  const makeBill = useProvisionalBill();
  const { payment, note, write } = waiting;
  const student = note?.studentName ?? (payment ? t('financePayment.waiting.student', { id: payment.studentId }) : t('financePayment.waiting.unnamed'));
  return (
    <WaitingRecord
      name={student}
      state={write.state}
      details={payment ? [format.day(payment.paymentDate), labels.type(payment.type), labels.method(payment.method)].join(' · ') : null}
      amount={
        payment ? (
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {format.money(moneyNumber(payment.total ?? payment.amount))}
          </Text>
        ) : null
      }
      action={
        payment ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            aria-label={t('financePayment.waiting.billFor', { student })}
            onClick={() => onBill(makeBill({ ...waiting, payment }))}
          >
            {t('financePayment.waiting.bill')}
          </Button>
        ) : null
      }
    />
  );
}

export type PendingPaymentsProps = {
  created: readonly PendingWrite[];
  /** Opens a waiting payment's provisional bill. */
  onBill: (bill: PaymentBill) => void;
};

export function PendingPayments({ created, onBill }: PendingPaymentsProps) {
  const { t } = useTranslation();
  const notes = useWriteNotes(created.map((write) => write.requestId));
  if (created.length === 0 || !notes) return null;
  return (
    <WaitingToSend title={t('financePayment.waiting.title', { count: created.length })} hint={t('financePayment.waiting.hint')}>
      {created.map((write) => {
        const parsed = paymentCreateSchema.safeParse(write.body);
        const waiting = { write, payment: parsed.success ? parsed.data : null, note: readPaymentNote(notes.get(write.requestId)) };
        return <PendingPayment key={write.requestId} waiting={waiting} onBill={onBill} />;
      })}
    </WaitingToSend>
  );
}
