/**
 * The printable Payment Bill (spec §3.8 "Bill data", §9): the school, receipt number and date, the
 * student's admission number, name, father's name, class and phone, the total fees, paid amount
 * and discount in the school's currency with its code and 2 decimals ("AFN 3,500.00"), the
 * not-refundable note, and the footer with who received the payment and the manager named in the
 * school's profile (no manager line while it names none). A provisional bill (a payment not yet
 * sent) says so under its heading and has no receipt number yet.
 */
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentBill as PaymentBillData } from '@/contract/finance';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { useLocalName } from '@/lib/names/use-local-name';
import '@/features/finance/payments/payment-bill.css';

export type PaymentBillProps = {
  bill: PaymentBillData;
  /** A payment saved on this device and not yet recorded (provisional-bill.ts): said on its face, no receipt number. */
  provisional?: boolean;
  ref?: Ref<HTMLDivElement>;
};

export function PaymentBill({ bill, provisional = false, ref }: PaymentBillProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  const localName = useLocalName();
  // The school's and the class's name in the reader's language (Dari/Pashto when given, else English).
  const branch = localName({ name: bill.branch, dariName: bill.branchDariName, pashtoName: bill.branchPashtoName });
  const className = bill.className === null ? null : localName({ name: bill.className, dariName: bill.classDariName, pashtoName: bill.classPashtoName });
  const notAvailable = t('common.notAvailable');
  const studentRows: [string, ReactNode][] = [
    [t('financePayment.bill.studentId'), bill.studentId],
    [t('financePayment.bill.studentName'), bill.studentName],
    [t('financePayment.bill.fatherName'), bill.fatherName ?? notAvailable],
    [t('financePayment.bill.className'), className ?? notAvailable],
    // A phone number reads left to right in Dari and Pashto too ("+93 …", not "… 93+").
    [t('financePayment.bill.phone'), bill.phone ? <span dir="ltr">{bill.phone}</span> : notAvailable],
    [t('financePayment.bill.paymentType'), labels.type(bill.type)],
    [t('financePayment.bill.paymentMethod'), labels.method(bill.method)],
  ];
  const amountRows: [string, number][] = [
    [t('financePayment.bill.totalFees'), bill.totalFees],
    [t('financePayment.bill.paidAmount'), bill.paidAmount],
    [t('financePayment.bill.discount'), bill.discount],
  ];
  return (
    <div className="payment-bill" ref={ref} data-testid="payment-bill">
      <header className="payment-bill__header">
        <p className="payment-bill__branch">{branch}</p>
        <p className="payment-bill__heading">{t('financePayment.bill.heading')}</p>
      </header>
      {provisional && <p className="payment-bill__provisional">{t('financePayment.bill.provisional')}</p>}
      <div className="payment-bill__meta">
        <span>
          {t('financePayment.bill.receiptNumber')}:{' '}
          {provisional ? <strong>{t('financePayment.bill.receiptPending')}</strong> : <strong dir="ltr">{bill.receiptNumber}</strong>}
        </span>
        <span>
          {t('financePayment.bill.date')}: {format.day(bill.paymentDate)}
        </span>
      </div>
      <table className="payment-bill__table">
        <tbody>
          {studentRows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="payment-bill__table">
        <tbody>
          {amountRows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="payment-bill__amount">
                <span dir="ltr">{format.billMoney(value, bill.currency)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="payment-bill__note">{t('financePayment.bill.notRefundable')}</p>
      <footer className="payment-bill__footer">
        <div className="payment-bill__signature">
          <div className="payment-bill__signature-line">
            {t('financePayment.bill.receivedBy')}: {bill.receivedBy}
          </div>
        </div>
        {bill.managerName && (
          <div className="payment-bill__signature">
            <div className="payment-bill__signature-line">
              {t('financePayment.bill.manager')}: {bill.managerName}
            </div>
          </div>
        )}
      </footer>
    </div>
  );
}
