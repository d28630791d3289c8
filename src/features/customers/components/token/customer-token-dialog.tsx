/**
 * The Customer Token dialog (spec part 1 §2): each open takes the day's next number (from the
 * local database, so it shows after a moment), shows the slip with a clock ticking every second,
 * and prints it through the 80 mm print window (/print/token/<id>), or through a hidden frame when
 * the browser blocks the window.
 */
import { Alert, Box, Button, Checkbox, Flex, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReactToPrint } from 'react-to-print';
import type { Customer } from '@/contract/customers';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useAutoPrintPreference, readAutoPrintPreference } from '@/features/customers/components/token/auto-print-preference';
import { DeskPrefixInput } from '@/features/customers/components/token/desk-prefix-input';
import { readDeskPrefix } from '@/features/customers/components/token/desk-prefix-preference';
import { issueTokenSlip } from '@/features/customers/components/token/issue-token-slip';
import { useSchoolProfile } from '@/lib/school/school-profile';
import { saveIssuedSlip, tokenSlipPrintPath, type IssuedSlip } from '@/features/customers/print/issued-slips';
import { receiptHeightMm, receiptPageStyle } from '@/features/customers/print/receipt-page-style';
import { formatSlipDate } from '@/features/customers/print/slip-format';
import { TokenReceipt } from '@/features/customers/print/token-receipt';

// Spec part 1 §9.
export const CLOCK_TICK_MS = 1000;
export const AUTO_PRINT_DELAY_MS = 500;
const PRINT_WINDOW_FEATURES = 'popup,width=420,height=760';

export type CustomerTokenDialogProps = {
  customer: Customer | null;
  opened: boolean;
  onClose: () => void;
};

export function CustomerTokenDialog({ customer, opened, onClose }: CustomerTokenDialogProps) {
  const isOpen = opened && customer !== null;
  // Each open mounts a fresh body (a new token), even a reopen during the closing animation;
  // the last customer stays on screen while the dialog fades out.
  const [openCount, setOpenCount] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  const [shownCustomer, setShownCustomer] = useState(customer);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpenCount((count) => count + 1);
  }
  if (customer && customer !== shownCustomer) setShownCustomer(customer);

  return (
    <Modal.Root opened={isOpen} onClose={onClose} centered size="auto">
      <Modal.Overlay />
      <Modal.Content>
        {shownCustomer && <TokenDialogBody key={openCount} customer={shownCustomer} onClose={onClose} />}
      </Modal.Content>
    </Modal.Root>
  );
}

function useNow(tickMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}

type TokenDialogBodyProps = { customer: Customer; onClose: () => void };

/** Mounted once per open (inside the modal's content, so only while it shows). */
function TokenDialogBody({ customer, onClose }: TokenDialogBodyProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const { data: school, isLoading: schoolLoading } = useSchoolProfile();
  const now = useNow(CLOCK_TICK_MS);
  const [autoPrint, setAutoPrint] = useAutoPrintPreference();
  // Read once: ticking the option while the dialog is open applies from the next open.
  const [autoPrintOnOpen] = useState(readAutoPrintPreference);
  const [slip, setSlip] = useState<IssuedSlip | null>(null);
  const [issueFailed, setIssueFailed] = useState(false);
  const issued = useRef(false);
  const receiptRef = useRef<HTMLElement>(null);

  const printInFrame = useReactToPrint({
    contentRef: receiptRef,
    pageStyle: receiptPageStyle(),
    // Size the page to the slip inside the frame, as the print window does.
    print: async (frame) => {
      const document = frame.contentDocument;
      const slipElement = document?.querySelector('.token-receipt');
      if (document && slipElement) {
        const style = document.createElement('style');
        style.textContent = receiptPageStyle(receiptHeightMm(slipElement));
        document.head.appendChild(style);
      }
      frame.contentWindow?.print();
    },
    documentTitle: slip ? t('token.printPage.title', { number: slip.tokenLabel }) : undefined,
    onPrintError: (_where, error) => {
      console.warn('Printing the token slip in a frame failed', error);
      notifications.show({ color: 'red', message: t('token.printFailed') });
    },
  });

  // Issuing advances the stored counter: once per mounted body (React's development double
  // effects included), never during render. The ref is set before the first await, so a second
  // effect run finds it set. Closing before the number arrives keeps the number issued.
  const issueOnce = useEffectEvent(() => {
    if (issued.current) return;
    issued.current = true;
    issueTokenSlip({ customer, school: school ?? null, deskPrefix: readDeskPrefix() }).then(setSlip, (error: unknown) => {
      console.error('Issuing a token failed', error);
      setIssueFailed(true);
    });
  });
  useEffect(() => {
    issueOnce();
  }, []);

  const shownSlip = slip && school && slip.school !== school ? { ...slip, school } : slip;

  const handlePrint = () => {
    if (!shownSlip || schoolLoading) return;
    // Started before the window opens: IndexedDB runs the print window's later read after this
    // write. Should it fail, the window prints the slip as it was stored at issue.
    saveIssuedSlip({ ...shownSlip, printedAt: new Date().toISOString() }).catch((error: unknown) => {
      console.warn('Saving the printed token slip failed', error);
    });
    const printWindow = window.open(tokenSlipPrintPath(shownSlip.id), `token-slip-${shownSlip.id}`, PRINT_WINDOW_FEATURES);
    // Pop-up blocked: print the slip shown here through a hidden frame instead.
    if (!printWindow) printInFrame();
  };

  // A new device reads the school's profile for the first time: the slip waits for its name (a
  // failed read, offline say, prints without it rather than not at all).
  const printable = shownSlip !== null && !schoolLoading;

  const printOnOpen = useEffectEvent(handlePrint);
  useEffect(() => {
    if (!printable || !autoPrintOnOpen) return;
    const timer = window.setTimeout(() => printOnOpen(), AUTO_PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [printable, autoPrintOnOpen]);

  return (
    <>
      <Modal.Header>
        <Modal.Title>
          {shownSlip ? (
            <Group gap="sm" component="span">
              <Text component="span" fw={700} size="lg">
                {t('token.header', { number: shownSlip.tokenLabel })}
              </Text>
              <Text component="span" c="dimmed">
                {formatSlipDate(new Date(shownSlip.issuedAt), locale)}
              </Text>
            </Group>
          ) : (
            t('token.dialogLabel')
          )}
        </Modal.Title>
        <Modal.CloseButton aria-label={t('token.close')} />
      </Modal.Header>
      <Modal.Body>
        {/* Side by side when there is room, so Print Token stays in view on a short screen. */}
        <Flex gap="md" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-end' }}>
          {shownSlip ? (
            <Box bd="1px solid var(--mantine-color-gray-4)" style={{ alignSelf: 'center', flexShrink: 0 }}>
              <TokenReceipt ref={receiptRef} slip={shownSlip} shownAt={now} />
            </Box>
          ) : issueFailed ? (
            <Alert color="red" role="alert" title={t('token.issueFailedTitle')}>
              {t('token.issueFailed')}
            </Alert>
          ) : (
            <Group justify="center" p="xl">
              <Loader size="sm" aria-label={t('token.issuing')} />
            </Group>
          )}
          <Stack gap="sm" miw={200}>
            <DeskPrefixInput />
            <Checkbox
              label={t('token.autoPrint')}
              checked={autoPrint}
              onChange={(event) => setAutoPrint(event.currentTarget.checked)}
            />
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={handlePrint}
              disabled={!printable}
              loading={shownSlip !== null && schoolLoading}
              data-autofocus
            >
              {t('token.print')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('token.close')}
            </Button>
          </Stack>
        </Flex>
      </Modal.Body>
    </>
  );
}
