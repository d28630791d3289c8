/**
 * The print window of a token slip: /print/token/<slipId>. Rendered outside the shell and without
 * the login gate, since it only reads the slip this device stored (no network): prints once the
 * slip is read and its QR image is on the page, then closes itself after the print dialog.
 */
import '@/app/styles/full-styles';
import { Alert, Center, Container, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedSlip } from '@/features/customers/print/issued-slips';
import { receiptHeightMm, receiptPageStyle } from '@/features/customers/print/receipt-page-style';
import { TokenReceipt } from '@/features/customers/print/token-receipt';
import { useIssuedSlip } from '@/features/customers/print/use-issued-slip';
import { tokenSlipIdFromPath } from '@/app/print/print-path';

export type PrintRouteProps = { pathname: string };

export function PrintRoute({ pathname }: PrintRouteProps) {
  const slip = useIssuedSlip(tokenSlipIdFromPath(pathname));
  if (slip === undefined) return <LoadingSlip />;
  return slip ? <TokenPrintPage slip={slip} /> : <MissingSlip />;
}

function LoadingSlip() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t('token.printPage.loading')} />
    </Center>
  );
}

function TokenPrintPage({ slip }: { slip: IssuedSlip }) {
  const { t } = useTranslation();
  // Set once the QR image is on the page, with the slip's final height (it sizes the printed page).
  const [page, setPage] = useState<{ heightMm: number | null } | null>(null);
  const receiptRef = useRef<HTMLElement>(null);
  const printed = useRef(false);
  const shownAt = new Date(slip.printedAt ?? slip.issuedAt);

  useEffect(() => {
    document.title = t('token.printPage.title', { number: slip.tokenLabel });
  }, [slip.tokenLabel, t]);

  const handleReady = () => {
    setPage({ heightMm: receiptRef.current ? receiptHeightMm(receiptRef.current) : null });
  };

  useEffect(() => {
    if (page === null || printed.current) return;
    printed.current = true;
    // Listener first: some browsers fire afterprint before print() returns. Left in place on
    // purpose (no clean-up), so React's development double effects cannot remove it.
    window.addEventListener('afterprint', () => window.close(), { once: true });
    window.print();
  }, [page]);

  return (
    <>
      <style>{receiptPageStyle(page?.heightMm)}</style>
      <main>
        <TokenReceipt ref={receiptRef} slip={slip} shownAt={shownAt} onReady={handleReady} />
      </main>
    </>
  );
}

function MissingSlip() {
  const { t } = useTranslation();
  return (
    <Container size="xs" py="xl">
      <Alert color="red" title={t('token.printPage.missingTitle')} role="alert">
        {t('token.printPage.missingMessage')}
      </Alert>
    </Container>
  );
}
