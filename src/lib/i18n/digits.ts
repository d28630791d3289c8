/**
 * Digits as typed. A Dari or Pashto keyboard types Eastern Arabic-Indic digits (۰–۹, U+06F0…) and
 * an Arabic one Arabic-Indic digits (٠–٩, U+0660…); the server and every stored value use ASCII
 * digits, so input accepts both sets and turns them into ASCII before anything reads it.
 */
const EXTENDED_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Whether the text holds any non-ASCII decimal digit this app accepts. */
export function hasLocalDigits(text: string): boolean {
  return /[\u06F0-\u06F9\u0660-\u0669\u066B\u066C]/.test(text);
}

/** The text with ۰–۹ and ٠–٩ as 0–9, the Arabic decimal separator (٫) as "." and dropping the group separator (٬). */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ZERO))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_ZERO))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '');
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
