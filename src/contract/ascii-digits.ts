/**
 * Digits as typed. A Dari or Pashto keyboard types Eastern Arabic-Indic digits (۰–۹, U+06F0…) and
 * an Arabic one Arabic-Indic digits (٠–٩, U+0660…); the server and every stored value use ASCII
 * digits. Here (zod-free) so the server's searches and the client's inputs share one mapping.
 */
const EXTENDED_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** The text with ۰–۹ and ٠–٩ as 0–9, the Arabic decimal separator (٫) as "." and dropping the group separator (٬). */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ZERO))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_ZERO))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '');
}
