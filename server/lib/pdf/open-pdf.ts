/**
 * A new pdfkit document and the file it becomes. pdfkit (with its font engine) is loaded on the
 * first PDF a server makes, not at start: most mornings no one prints, and it costs about 20 MB
 * of a school PC's memory (docs/decisions.md "The server's memory on a school's PC").
 */
export type OpenPdf = {
  doc: PDFKit.PDFDocument;
  /** The whole file, once `doc.end()` has been called. */
  done: Promise<Buffer>;
};

export async function openPdf(options: PDFKit.PDFDocumentOptions): Promise<OpenPdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
