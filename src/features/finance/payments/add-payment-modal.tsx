// PLACEHOLDER (lead): replaced by the Add Payment helper.
export type AddPaymentModalProps = { opened: boolean; onClose: () => void };
export function AddPaymentModal(_props: AddPaymentModalProps) {
  return null;
}
