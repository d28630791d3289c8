/**
 * The printed page of a Payment Bill (spec §9: 7.8 by 10.11 inches). react-to-print puts this in
 * the print frame, so the page is that size whatever the printer's default, and only the bill is
 * on it.
 */
export const BILL_PAGE_WIDTH = '7.8in';
export const BILL_PAGE_HEIGHT = '10.11in';
export const BILL_PAGE_MARGIN = '0.4in';

export const BILL_PAGE_STYLE = `
@page { size: ${BILL_PAGE_WIDTH} ${BILL_PAGE_HEIGHT}; margin: ${BILL_PAGE_MARGIN}; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
.payment-bill { inline-size: 100%; border: 0; }
`;
