/**
 * The typeface of server-made PDFs: DejaVu Sans, shipped in server/assets/fonts, so a file never
 * depends on the fonts of the machine it is made on and Dari names are drawn with their own
 * letters (pdfkit does not join Arabic script; see docs/decisions.md "Analytics and reports").
 */
import path from 'node:path';
import { FONT_DIRECTORY } from '../app-files';

export const PDF_FONT_REGULAR = path.join(FONT_DIRECTORY, 'DejaVuSans.ttf');
export const PDF_FONT_BOLD = path.join(FONT_DIRECTORY, 'DejaVuSans-Bold.ttf');
