/** The printed page of a token slip: an 80 mm roll, no page margins (the slip keeps its own 4 mm). */
export const RECEIPT_PAGE_STYLE = `
@page { size: 80mm auto; margin: 0; }
html, body { inline-size: 80mm; margin: 0; padding: 0; background: #fff; color: #000; }
`;
