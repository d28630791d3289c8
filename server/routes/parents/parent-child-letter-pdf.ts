/**
 * A one-page school letter about a student as PDF (pdfkit): the school's name, the title, the
 * body paragraphs, the date of issue and a signature line. Text within Latin-1 is set in the PDF's
 * standard Helvetica (nothing embedded: a few milliseconds and under 2 KB, which matters as the
 * demo seed writes letters on every fresh start and test run); any other letters (a name in Dari)
 * switch the letter to DejaVu Sans (server/assets/fonts), which draws them. The same letter on the
 * same day gives the same bytes: the creation date is the day of issue, not the moment of writing.
 */
import { kabulMidnight } from '../../lib/kabul-time';
import { openPdf } from '../../lib/pdf/open-pdf';
import { PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../lib/pdf/pdf-fonts';

const STANDARD = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const UNICODE = { regular: PDF_FONT_REGULAR, bold: PDF_FONT_BOLD };
const MARGIN = 56;

export type StudentLetter = {
  schoolName: string;
  title: string;
  paragraphs: string[];
  /** YYYY-MM-DD (Kabul). */
  issuedOn: string;
  signedBy: string;
};

export async function studentLetterPdf(letter: StudentLetter): Promise<Buffer> {
  const text = [letter.schoolName, letter.title, letter.signedBy, ...letter.paragraphs].join('\n');
  // eslint-disable-next-line no-control-regex
  const fonts = /^[\u0000-\u00ff]*$/.test(text) ? STANDARD : UNICODE;
  const { doc, done } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: letter.title, Author: letter.schoolName, CreationDate: kabulMidnight(letter.issuedOn) },
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.font(fonts.bold).fontSize(18).text(letter.schoolName, { width, align: 'center' });
  doc.moveDown(1.5);
  doc.font(fonts.bold).fontSize(15).text(letter.title, { width, align: 'center' });
  doc.moveDown(1.5);
  doc.font(fonts.regular).fontSize(11);
  for (const paragraph of letter.paragraphs) {
    doc.text(paragraph, { width, align: 'justify', lineGap: 3 });
    doc.moveDown(0.8);
  }
  doc.moveDown(2);
  doc.text(`Issued on ${letter.issuedOn}`, { width });
  doc.moveDown(3);
  doc.text('______________________________', { width });
  doc.text(letter.signedBy, { width });
  doc.end();
  return done;
}
