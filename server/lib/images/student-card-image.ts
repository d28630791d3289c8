/**
 * Draws a student ID card as a JPEG: CR80 proportions (85.60 × 53.98 mm) at 300 dpi, so it prints
 * sharp on a card printer or cut out of a sheet. The layout: the school's band (English name on
 * the start side, Dari name right to left on the end side), the photo (or the initials), the
 * names, admission number, class and roll number, and a QR code holding the verification payload.
 */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import { cardFont, ensureCardFonts } from './card-fonts';
import { drawQrCode } from './draw-qr-code';
import { fitText } from './fit-text';

export const CARD_WIDTH_PX = 1012;
export const CARD_HEIGHT_PX = 638;
const JPEG_QUALITY = 92;

export type StudentCardContent = {
  schoolName: string;
  schoolDariName: string | null;
  /** A line for the footer (address, phone), or null. */
  schoolContact: string | null;
  englishName: string;
  dariName: string | null;
  admissionNo: string;
  className: string | null;
  rollNo: string | null;
  /** The uploaded photo's bytes, or null for the initials. */
  photo: Buffer | null;
  qrPayload: string;
};

const COLORS = {
  band: '#1c4e80',
  bandText: '#ffffff',
  bandSubtext: '#c9dcf0',
  background: '#ffffff',
  accent: '#e8f0f8',
  label: '#5b6673',
  value: '#111827',
  photoBorder: '#1c4e80',
  initialsBackground: '#d7e4f2',
  initialsText: '#1c4e80',
  footer: '#f1f5f9',
  footerText: '#475569',
} as const;

const MARGIN = 40;
const BAND_HEIGHT = 150;
const FOOTER_HEIGHT = 56;
const PHOTO = { x: MARGIN, y: BAND_HEIGHT + 36, width: 240, height: 300 };
const QR = { size: 220, x: CARD_WIDTH_PX - MARGIN - 220, y: BAND_HEIGHT + 36 };
const DETAILS_X = PHOTO.x + PHOTO.width + 36;
const DETAILS_WIDTH = QR.x - 28 - DETAILS_X;

export const CARD_TITLE = 'STUDENT ID CARD';
export const CARD_TITLE_DARI = 'کارت هویت متعلم';
const QR_CAPTION = 'Scan to verify';

export async function renderStudentCard(content: StudentCardContent): Promise<Buffer> {
  // The canvas (Skia) is loaded on the first card, not at start: it costs about 25 MB of memory.
  const { createCanvas } = await import('@napi-rs/canvas');
  await ensureCardFonts();
  const canvas = createCanvas(CARD_WIDTH_PX, CARD_HEIGHT_PX);
  const context = canvas.getContext('2d');

  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, CARD_WIDTH_PX, CARD_HEIGHT_PX);
  drawSchoolBand(context, content);
  await drawPhoto(context, content);
  drawDetails(context, content);
  await drawQrCode(context, content.qrPayload, { x: QR.x, y: QR.y, size: QR.size });
  drawCentered(context, QR_CAPTION, cardFont(400, 18), COLORS.label, QR.x + QR.size / 2, QR.y + QR.size + 28);
  drawFooter(context, content);

  return canvas.encode('jpeg', JPEG_QUALITY);
}

function drawSchoolBand(context: SKRSContext2D, content: StudentCardContent): void {
  context.fillStyle = COLORS.band;
  context.fillRect(0, 0, CARD_WIDTH_PX, BAND_HEIGHT);
  const halfWidth = (CARD_WIDTH_PX - MARGIN * 2) / 2 - 16;

  const english = fitText(context, content.schoolName, { weight: 700, maxSizePx: 36, minSizePx: 20, maxWidth: content.schoolDariName ? halfWidth : CARD_WIDTH_PX - MARGIN * 2 });
  drawLine(context, english.text, english.font, COLORS.bandText, MARGIN, 70, 'ltr');
  drawLine(context, CARD_TITLE, cardFont(400, 20), COLORS.bandSubtext, MARGIN, 112, 'ltr');

  if (content.schoolDariName) {
    const dari = fitText(context, content.schoolDariName, { weight: 700, maxSizePx: 36, minSizePx: 20, maxWidth: halfWidth });
    drawLine(context, dari.text, dari.font, COLORS.bandText, CARD_WIDTH_PX - MARGIN, 70, 'rtl');
  }
  drawLine(context, CARD_TITLE_DARI, cardFont(400, 22), COLORS.bandSubtext, CARD_WIDTH_PX - MARGIN, 112, 'rtl');
}

async function drawPhoto(context: SKRSContext2D, content: StudentCardContent): Promise<void> {
  const photo = content.photo ? await decodeOrNull(content.photo) : null;
  context.save();
  roundedRect(context, PHOTO.x, PHOTO.y, PHOTO.width, PHOTO.height, 18);
  context.clip();
  if (photo) {
    drawCover(context, photo);
  } else {
    context.fillStyle = COLORS.initialsBackground;
    context.fillRect(PHOTO.x, PHOTO.y, PHOTO.width, PHOTO.height);
    drawCentered(context, initialsOf(content.englishName), cardFont(700, 96), COLORS.initialsText, PHOTO.x + PHOTO.width / 2, PHOTO.y + PHOTO.height / 2 + 34);
  }
  context.restore();
  context.strokeStyle = COLORS.photoBorder;
  context.lineWidth = 4;
  roundedRect(context, PHOTO.x, PHOTO.y, PHOTO.width, PHOTO.height, 18);
  context.stroke();
}

/** A damaged stored file must not stop the card: the initials stand in for it. */
async function decodeOrNull(bytes: Buffer): Promise<Image | null> {
  try {
    const { loadImage } = await import('@napi-rs/canvas');
    const image = await loadImage(bytes);
    return image.width > 0 && image.height > 0 ? image : null;
  } catch {
    return null;
  }
}

/** Fills the photo frame, cropping the image's longer side around its centre (no stretching). */
function drawCover(context: SKRSContext2D, image: Image): void {
  const scale = Math.max(PHOTO.width / image.width, PHOTO.height / image.height);
  const sourceWidth = PHOTO.width / scale;
  const sourceHeight = PHOTO.height / scale;
  const sourceX = (image.width - sourceWidth) / 2;
  const sourceY = (image.height - sourceHeight) / 2;
  context.drawImage(image, sourceX, sourceY, sourceWidth, sourceHeight, PHOTO.x, PHOTO.y, PHOTO.width, PHOTO.height);
}

function drawDetails(context: SKRSContext2D, content: StudentCardContent): void {
  let y = PHOTO.y + 40;
  const name = fitText(context, content.englishName, { weight: 700, maxSizePx: 40, minSizePx: 22, maxWidth: DETAILS_WIDTH });
  drawLine(context, name.text, name.font, COLORS.value, DETAILS_X, y, 'ltr');
  y += 52;
  if (content.dariName) {
    // Right to left, aligned to the end of the column as Dari is read.
    const dari = fitText(context, content.dariName, { weight: 400, maxSizePx: 34, minSizePx: 20, maxWidth: DETAILS_WIDTH });
    drawLine(context, dari.text, dari.font, COLORS.value, DETAILS_X + DETAILS_WIDTH, y, 'rtl');
  }
  y += 34;

  // The card is bilingual like an Afghan ID: each label in English at the start and in Dari at
  // the end of its line, whatever language the person printing it reads.
  const fields: Array<[label: string, dariLabel: string, value: string | null]> = [
    ['Admission No', 'نمبر اساس', content.admissionNo],
    ['Class', 'صنف', content.className],
    ['Roll No', 'نمبر مسلسل', content.rollNo],
  ];
  for (const [label, dariLabel, value] of fields) {
    if (!value) continue;
    y += 30;
    drawLine(context, label.toUpperCase(), cardFont(400, 17), COLORS.label, DETAILS_X, y, 'ltr');
    drawLine(context, dariLabel, cardFont(400, 17), COLORS.label, DETAILS_X + DETAILS_WIDTH, y, 'rtl');
    y += 34;
    const fitted = fitText(context, value, { weight: 700, maxSizePx: 28, minSizePx: 18, maxWidth: DETAILS_WIDTH });
    drawLine(context, fitted.text, fitted.font, COLORS.value, DETAILS_X, y, 'ltr');
  }
}

function drawFooter(context: SKRSContext2D, content: StudentCardContent): void {
  const top = CARD_HEIGHT_PX - FOOTER_HEIGHT;
  context.fillStyle = COLORS.footer;
  context.fillRect(0, top, CARD_WIDTH_PX, FOOTER_HEIGHT);
  context.fillStyle = COLORS.band;
  context.fillRect(0, CARD_HEIGHT_PX - 8, CARD_WIDTH_PX, 8);
  if (!content.schoolContact) return;
  const contact = fitText(context, content.schoolContact, { weight: 400, maxSizePx: 18, minSizePx: 14, maxWidth: CARD_WIDTH_PX - MARGIN * 2 });
  drawCentered(context, contact.text, contact.font, COLORS.footerText, CARD_WIDTH_PX / 2, top + 30);
}

/** One line: `ltr` text starts at x, `rtl` text ends at x (its start edge, read right to left). */
function drawLine(context: SKRSContext2D, text: string, font: string, color: string, x: number, y: number, direction: 'ltr' | 'rtl'): void {
  context.font = font;
  context.fillStyle = color;
  context.direction = direction;
  context.textAlign = 'start';
  context.fillText(text, x, y);
}

function drawCentered(context: SKRSContext2D, text: string, font: string, color: string, x: number, y: number): void {
  context.font = font;
  context.fillStyle = color;
  context.direction = 'ltr';
  context.textAlign = 'center';
  context.fillText(text, x, y);
}

function roundedRect(context: SKRSContext2D, x: number, y: number, width: number, height: number, radius: number): void {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
  context.closePath();
}

/** Up to two letters: the first of the first and of the last word ("Ahmad Shah Rahimi" → "AR"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? '') : '';
  return (first + last).toUpperCase();
}
