/**
 * The Payment Bill preview (spec §2.4: after a payment is recorded, with Print Bill and Close):
 * loads the bill of one saved payment and prints only the bill, on its own 7.8 × 10.11 in page.
 * A payment still waiting on this device shows its provisional bill instead, made on the device
 * (provisional-bill.ts), printed the same way.
 */
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReactToPrint } from 'react-to-print';
import { apiErrorText } from '@/lib/api/api-error-text';
import { usePaymentBill } from '@/features/finance/api/get-payment-bill';
import type { PaymentBill as PaymentBillData } from '@/contract/finance';
import { PaymentBill } from '@/features/finance/payments/payment-bill';
import { BILL_PAGE_STYLE } from '@/features/finance/payments/payment-bill-page-style';

/**
 * The Payment Bill preview with Print Bill and Close for one saved payment (`paymentId`) or one
 * waiting on this device (`provisional`); closed while neither is given.
 */
export type PaymentBillModalProps = { paymentId: number | null; provisional?: PaymentBillData | null; onClose: () => void };

export function PaymentBillModal({ paymentId, provisional = null, onClose }: PaymentBillModalProps) {
  const { t } = useTranslation();
  const saved = usePaymentBill(provisional ? null : paymentId);
  const bill = provisional ?? saved.data;
  const billRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef: billRef,
    pageStyle: BILL_PAGE_STYLE,
    documentTitle: provisional ? t('financePayment.bill.provisionalTitle') : bill?.receiptNumber,
    onPrintError: (_where, error) => {
      console.warn('Printing the payment bill failed', error);
      notifications.show({ color: 'red', message: t('financePayment.bill.printFailed') });
    },
  });

  return (
    <Modal
      opened={paymentId !== null || provisional !== null}
      onClose={onClose}
      title={provisional ? t('financePayment.bill.provisionalTitle') : t('financePayment.bill.title')}
      size="xl"
    >
      <Stack gap="md">
        {!provisional && saved.isPending && (
          <Center py="xl">
            <Group gap="xs">
              <Loader size="sm" />
              <Text>{t('financePayment.bill.loading')}</Text>
            </Group>
          </Center>
        )}
        {!provisional && saved.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('financePayment.bill.loadFailed')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{apiErrorText(saved.error, t('financePayment.bill.loadFailed'))}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void saved.refetch()}>
                {t('financePayment.bill.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {bill && <PaymentBill bill={bill} provisional={provisional !== null} ref={billRef} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('financePayment.bill.close')}
          </Button>
          <Button leftSection={<IconPrinter size={16} />} disabled={!bill} onClick={() => print()}>
            {t('financePayment.bill.print')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
