/**
 * A search term typed on a Dari, Pashto or Arabic keyboard, made comparable with what is stored.
 * Shared by the server's searches and the device's offline search (customer-text-search.ts), so
 * both find the same records.
 *
 * - Digits: ۰–۹ (Dari, Pashto) and ٠–٩ (Arabic) become 0–9, as phones, admission and serial
 *   numbers are stored (ascii-digits.ts, shared with the client's inputs).
 * - Letters: the Arabic yeh and kaf (ي ك) and the Persian ones (ی ک) are one letter to a reader,
 *   but names are stored as typed, on either keyboard. A term is therefore looked for in its Dari
 *   spelling and, when it holds one of these letters, in its Arabic spelling too. A stored name
 *   that mixes both keyboards is not found by either; the stored search columns would have to be
 *   normalised for that.
 */

import { toAsciiDigits } from './ascii-digits';

const ARABIC_YEH = '\u064A'; // ي
const ARABIC_KAF = '\u0643'; // ك
const PERSIAN_YEH = '\u06CC'; // ی
const PERSIAN_KAF = '\u06A9'; // ک

/** The trimmed term with ASCII digits and the Dari yeh and kaf. */
export function normalizeSearchTerm(text: string): string {
  return toAsciiDigits(text.trim())
    .replaceAll(ARABIC_YEH, PERSIAN_YEH)
    .replaceAll(ARABIC_KAF, PERSIAN_KAF);
}

/** The spellings to look for: the normalised term, and its Arabic-keyboard spelling when that differs. */
export function searchSpellings(text: string): string[] {
  const dari = normalizeSearchTerm(text);
  const arabic = dari.replaceAll(PERSIAN_YEH, ARABIC_YEH).replaceAll(PERSIAN_KAF, ARABIC_KAF);
  return arabic === dari ? [dari] : [dari, arabic];
}
