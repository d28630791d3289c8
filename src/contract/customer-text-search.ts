/**
 * What GET /customers?search=… matches, shared by the server (SQL, customer-list-filters.ts) and
 * the device's offline search (src/features/customers/offline), so a search finds the same
 * visitors with and without a network:
 * - a serial number (V-2026-000123) finds its customer;
 * - a phone-like text (digits, spaces, + ( ) . -) matches the digits of phone or mobile, however
 *   they were typed, without the country code or the local 0; plain digits may also be part of
 *   an email;
 * - any other text is a fragment of the name, the Dari name or the email, in any case.
 * Dari and Arabic digits count as ASCII ones, and the Arabic and Persian yeh and kaf as one letter
 * (search-term.ts).
 */
import { normalizeSearchTerm, searchSpellings } from './search-term';

export const PHONE_LIKE = /^[\d\s()+.-]+$/;
export const SERIAL_NUMBER = /^V-\d{4}-\d{1,9}$/i;
/** An email holds no spaces, "+" or brackets: a phone-like text of only these may be part of one. */
export const EMAIL_FRAGMENT_DIGITS = /^[\d.-]+$/;

/**
 * The digits a phone-like search looks for inside a stored number's digits: without the country
 * code (+93, 0093) or the local leading 0, so "0799 123", "+93 799-123" and "799123" all find
 * "+93799123456" and "0799 123 456". Null when the search is not phone-like or has no digits.
 */
export function phoneSearchDigits(term: string): string | null {
  if (!PHONE_LIKE.test(term)) return null;
  let digits = term.replace(/\D/g, '');
  if (/^\s*\+\s*93/.test(term) || digits.startsWith('0093')) digits = digits.replace(/^(00)?93/, '');
  else if (/^0[1-9]/.test(digits)) digits = digits.slice(1);
  return digits.length > 0 ? digits : null;
}

/** The text a fragment is looked for in: the JS twin of the customers.search_text column. */
export function customerSearchText(customer: { name: string; dariName: string | null; email: string | null }): string {
  return `${customer.name}\n${customer.dariName ?? ''}\n${customer.email ?? ''}`.toLowerCase();
}

/** The digits of phone and mobile, one per line (what a phone-like search compares). */
export function customerPhoneDigits(customer: { phone: string | null; mobile: string | null }): string {
  return `${(customer.phone ?? '').replace(/\D/g, '')}\n${(customer.mobile ?? '').replace(/\D/g, '')}`;
}

/** A customer's searchable fields, precomputed once (customerSearchFields) and tested per search. */
export type CustomerSearchFields = {
  serialNumber: string;
  searchText: string;
  phoneDigits: string;
  /** Phone and mobile as typed, lower-cased: for a phone-like search without digits ("+"). */
  phoneText: string;
};

export function customerSearchFields(customer: {
  serialNumber: string;
  name: string;
  dariName: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
}): CustomerSearchFields {
  return {
    serialNumber: customer.serialNumber.toUpperCase(),
    searchText: customerSearchText(customer),
    phoneDigits: customerPhoneDigits(customer),
    phoneText: `${customer.phone ?? ''}\n${customer.mobile ?? ''}`.toLowerCase(),
  };
}

/** A test of one customer against a search, built once per search (the offline list runs it per row). */
export function customerSearchMatcher(search: string | undefined): (fields: CustomerSearchFields) => boolean {
  // Dari digits and either keyboard's yeh and kaf (search-term.ts), as the server reads them.
  const term = normalizeSearchTerm(search ?? '');
  if (term === '') return () => true;
  if (SERIAL_NUMBER.test(term)) {
    const serial = term.toUpperCase();
    return (fields) => fields.serialNumber === serial;
  }
  const fragment = term.toLowerCase();
  const fragments = searchSpellings(term).map((spelling) => spelling.toLowerCase());
  const inText = (fields: CustomerSearchFields) => fragments.some((spelling) => fields.searchText.includes(spelling));
  if (!PHONE_LIKE.test(term)) return inText;
  const digits = phoneSearchDigits(term);
  if (digits === null) return (fields) => fields.phoneText.includes(fragment);
  const inEmailToo = EMAIL_FRAGMENT_DIGITS.test(term);
  return (fields) => fields.phoneDigits.includes(digits) || (inEmailToo && inText(fields));
}
