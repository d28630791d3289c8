/**
 * Digits in both directions: what users type (Dari, Pashto or Arabic digits) read as ASCII, and
 * ASCII numbers written in the reader's digits.
 */
export { toAsciiDigits } from '@/contract/ascii-digits';

/** Whether the text holds any non-ASCII decimal digit this app accepts. */
export function hasLocalDigits(text: string): boolean {
  return /[\u06F0-\u06F9\u0660-\u0669\u066B\u066C]/.test(text);
}

const digitSets = new Map<string, { digits: string[]; decimal: string }>();

function digitSetOf(locale: string): { digits: string[]; decimal: string } {
  let set = digitSets.get(locale);
  if (!set) {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    set = {
      digits: [...'0123456789'].map((digit) => format.format(Number(digit))),
      decimal: format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    };
    digitSets.set(locale, set);
  }
  return set;
}

/** ASCII digits (and the decimal point) written in the locale's own digits: "12.5" → "۱۲٫۵" in fa-AF. */
export function toLocaleDigits(text: string, locale: string): string {
  const { digits, decimal } = digitSetOf(locale);
  if (digits[0] === '0') return text;
  return text.replace(/\d/g, (digit) => digits[Number(digit)]).replace(/(?<=\p{Nd})\.(?=\p{Nd})/gu, decimal);
}
