/**
 * The typeface of server-drawn images. It ships with the app (server/assets/fonts, DejaVu Sans:
 * Latin and Arabic script, so Dari names are shaped and drawn right to left) and is registered
 * under its own family name, so drawing never depends on the fonts of the machine it runs on.
 */
import path from 'node:path';
import { FONT_DIRECTORY } from '../app-files';

export const CARD_FONT_FAMILY = 'SMIS Card Sans';

const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

let registered = false;

/** Registers the card fonts once per process; throws when a font file is missing. */
export async function ensureCardFonts(): Promise<void> {
  if (registered) return;
  const { GlobalFonts } = await import('@napi-rs/canvas');
  for (const file of FONT_FILES) {
    const fontPath = path.join(FONT_DIRECTORY, file);
    if (!GlobalFonts.registerFromPath(fontPath, CARD_FONT_FAMILY)) {
      throw new Error(`Could not load the card font ${fontPath}`);
    }
  }
  registered = true;
}

/** A CSS font shorthand in the card's family, e.g. cardFont(700, 32). */
export function cardFont(weight: 400 | 700, sizePx: number): string {
  return `${weight === 700 ? 'bold ' : ''}${sizePx}px "${CARD_FONT_FAMILY}"`;
}
