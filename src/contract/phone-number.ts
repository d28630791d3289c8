/**
 * The one phone rule (issue 23): what a phone number may be typed as, and the one form it is
 * checked and stored in (E.164, `+93700123456`). Afghan numbers are written many ways at a desk:
 * 0700 123 456, 700123456, +93 700 123 456, 0093 700 123 456, with spaces, dashes, brackets or
 * dots, in Dari, Pashto or Arabic digits; all are the same number. A number of another country
 * comes with its country code (`+44 20 7946 0958` or `0044 …`) and is kept when its length is
 * plausible for E.164 (8 to 15 digits). Anything else ("abc123", "123") is refused.
 *
 * Afghan numbers have nine digits after the country code: 7X XXX XXXX for mobiles, and 2X … 6X
 * for the provinces' landlines (020 Kabul, 040 Herat …), which a school's or a parent's office
 * number may be. A bare nine-digit number is read as Afghan only when it is a mobile (7…).
 */
import { z } from 'zod';
import { toAsciiDigits } from './ascii-digits';

export const PHONE_NUMBER_MESSAGES = {
  invalid: 'Enter a phone number such as 0700 123 456',
} as const;

/** Afghanistan's country calling code. */
export const AFGHAN_COUNTRY_CODE = '93';

/**
 * What a person may type between the digits: spaces (also no-break and thin), brackets, dots,
 * hyphens and the other dashes, and the direction marks a right-to-left keyboard may insert.
 */
const SEPARATORS = /[\s\u00A0\u2009\u200B-\u200F\u202A-\u202E\u2066-\u2069().\-\u2010-\u2015\u2212]/g;
/** Nine digits after +93: 2X–7X. */
const AFGHAN_NATIONAL = /^[2-7]\d{8}$/;
/** E.164: a country code that does not start with 0, 8 to 15 digits in all. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

function afghan(national: string): string | null {
  // "+93 0700 …": the national trunk 0 written after the country code.
  const digits = national.startsWith('0') ? national.slice(1) : national;
  return AFGHAN_NATIONAL.test(digits) ? `+${AFGHAN_COUNTRY_CODE}${digits}` : null;
}

/** The number in E.164 (`+93700123456`), or null when the text is not a phone number. */
export function normalizePhoneNumber(text: string): string | null {
  const compact = toAsciiDigits(text).replace(/\uFF0B/g, '+').replace(SEPARATORS, '');
  const international = /^\+\d+$/.test(compact) ? compact.slice(1) : /^00\d+$/.test(compact) ? compact.slice(2) : null;
  if (international !== null) {
    if (international.startsWith(AFGHAN_COUNTRY_CODE)) return afghan(international.slice(AFGHAN_COUNTRY_CODE.length));
    return INTERNATIONAL.test(international) ? `+${international}` : null;
  }
  if (/^0\d{9}$/.test(compact)) return afghan(compact.slice(1));
  if (/^7\d{8}$/.test(compact)) return afghan(compact);
  return null;
}

/** Typed text is at most this long (the stored form is at most 16 characters). */
export const PHONE_INPUT_MAX_LENGTH = 30;

/** A phone number: any accepted way of writing it in, E.164 out; `message` when it is not one. */
export function phoneNumberSchema(message: string = PHONE_NUMBER_MESSAGES.invalid) {
  return z
    .string(message)
    .trim()
    .max(PHONE_INPUT_MAX_LENGTH, message)
    .transform((text, context) => {
      const normalized = normalizePhoneNumber(text);
      if (normalized === null) {
        context.addIssue({ code: 'custom', message, input: text });
        return z.NEVER;
      }
      return normalized;
    });
}

/** An optional phone number: blank reads as "not given" (null). */
export function optionalPhoneNumberSchema(message: string = PHONE_NUMBER_MESSAGES.invalid) {
  return z.preprocess(
    (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input),
    phoneNumberSchema(message).nullable().optional(),
  );
}
