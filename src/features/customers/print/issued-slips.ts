/**
 * The token slips this device issued, kept in local storage so the print window
 * (/print/token/<id>) renders a slip from its id alone: no network, no session needed.
 * Bounded to the last MAX_ISSUED_SLIPS; a slip that does not read back (older shape, hand-edited
 * storage) is skipped, never fatal.
 */
import { z } from 'zod';
import { schoolProfileSchema } from '@/contract/school-settings';

export const ISSUED_SLIPS_STORAGE_KEY = 'issuedTokenSlips';
export const MAX_ISSUED_SLIPS = 200;

const slipCustomerSchema = z.object({
  id: z.string(),
  serialNumber: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  type: z.string().nullable(),
  purpose: z.string().nullable(),
  department: z.string().nullable(),
});
export type SlipCustomer = z.infer<typeof slipCustomerSchema>;

const issuedSlipSchema = z.looseObject({
  id: z.string().min(1),
  tokenNumber: z.number().int(),
  /** As printed: "007" (or "A-007" with a desk prefix). */
  tokenLabel: z.string(),
  /** The school's day of the number, YYYY-MM-DD (Asia/Kabul). */
  dateKey: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  /** Set when Print Token was pressed: the time the slip shows. */
  printedAt: z.iso.datetime({ offset: true }).nullable(),
  qrPayload: z.string(),
  customer: slipCustomerSchema,
  school: schoolProfileSchema.nullable(),
});
export type IssuedSlip = z.infer<typeof issuedSlipSchema>;

function readAll(storage: Storage): IssuedSlip[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(ISSUED_SLIPS_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = issuedSlipSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function writeAll(slips: IssuedSlip[], storage: Storage): void {
  try {
    storage.setItem(ISSUED_SLIPS_STORAGE_KEY, JSON.stringify(slips));
  } catch {
    // Storage full: keep the newest half rather than lose the slip being printed.
    storage.setItem(ISSUED_SLIPS_STORAGE_KEY, JSON.stringify(slips.slice(-Math.ceil(slips.length / 2))));
  }
}

/** Stores (or replaces, by id) a slip as the newest one, dropping the oldest beyond the bound. */
export function saveIssuedSlip(slip: IssuedSlip, storage: Storage = localStorage): void {
  const others = readAll(storage).filter((item) => item.id !== slip.id);
  writeAll([...others, slip].slice(-MAX_ISSUED_SLIPS), storage);
}

export function readIssuedSlip(id: string, storage: Storage = localStorage): IssuedSlip | null {
  return readAll(storage).find((slip) => slip.id === id) ?? null;
}

/** Oldest first. */
export function listIssuedSlips(storage: Storage = localStorage): IssuedSlip[] {
  return readAll(storage);
}

/** Where the print window opens a slip. */
export function tokenSlipPrintPath(id: string): string {
  return `/print/token/${encodeURIComponent(id)}`;
}
