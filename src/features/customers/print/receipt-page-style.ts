/**
 * The printed page of a token slip: an 80 mm roll, no page margins (the slip keeps its own 4 mm).
 *
 * `@page { size: 80mm auto }` is what a receipt wants, but it is not valid CSS (`auto` cannot follow
 * a length) and Chrome drops the whole declaration, falling back to A4/Letter. So the page is
 * sized to the slip: 80 mm wide and as tall as the rendered slip, measured just before printing.
 */
const PX_PER_MM = 96 / 25.4;
// Rounding slack, so a slip a fraction of a millimetre taller never spills onto a second page.
const HEIGHT_SLACK_MM = 2;

export const RECEIPT_WIDTH_MM = 80;

/** The page height for a slip element, in whole millimetres; null when it has no layout (hidden). */
export function receiptHeightMm(element: Element): number | null {
  const heightPx = element.getBoundingClientRect().height;
  return heightPx > 0 ? Math.ceil(heightPx / PX_PER_MM) + HEIGHT_SLACK_MM : null;
}

/** The print CSS for a slip `heightMm` tall; without a height only the width and margins are set. */
export function receiptPageStyle(heightMm?: number | null): string {
  const size = heightMm ? ` size: ${RECEIPT_WIDTH_MM}mm ${heightMm}mm;` : '';
  return `
@page {${size} margin: 0; }
html, body { inline-size: ${RECEIPT_WIDTH_MM}mm; margin: 0; padding: 0; background: #fff; color: #000; }
`;
}
