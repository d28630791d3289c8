// PLACEHOLDER (lead): replaced by the Add Payment helper.
/** The Payment Bill preview with Print Bill and Close for one saved payment; `paymentId` null = closed. */
export type PaymentBillModalProps = { paymentId: number | null; onClose: () => void };
export function PaymentBillModal(_props: PaymentBillModalProps) {
  return null;
}
