/**
 * The token slips this device issued, kept in the local database (`issuedSlips`) so the print
 * window (/print/token/<id>) renders a slip from its id alone: no network, no session needed.
 * Bounded to the MAX_ISSUED_SLIPS most recently issued; a slip that does not read back (older
 * shape, a broken row) is skipped, never fatal. Fields this version does not know are kept.
 *
 * Versions before the local database kept the slips in local storage. The first save moves them
 * into the database and removes the key; until then the reads, which may run inside a live query
 * and so never write, find them there too.
 */
import { z } from 'zod';
import { schoolProfileSchema } from '@/contract/school-settings';
import { localDatabase } from '@/lib/offline/local-database';

/** Where versions before the local database kept the slips. */
export const ISSUED_SLIPS_STORAGE_KEY = 'issuedTokenSlips';
export const MAX_ISSUED_SLIPS = 200;

const slipCustomerSchema = z.object({
  id: z.string(),
  serialNumber: z.string().nullable(),
  name: z.string().nullable(),
  /** Printed instead of the name in Dari and Pashto; absent on slips issued before it was kept. */
  dariName: z.string().nullable().optional(),
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

function parseSlip(value: unknown): IssuedSlip | null {
  const parsed = issuedSlipSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function readLegacyText(): string | null {
  try {
    return localStorage.getItem(ISSUED_SLIPS_STORAGE_KEY);
  } catch {
    return null; // no storage: nothing can be left in it
  }
}

/** The slips an older version left in local storage ([] when unreadable), or null when there are none. */
function readLegacySlips(): IssuedSlip[] | null {
  const text = readLegacyText();
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return []; // unreadable: nothing to move, but the key still goes
  }
  return Array.isArray(stored) ? stored.map(parseSlip).filter((slip) => slip !== null) : [];
}

/** Deletes the earliest issued slips beyond the bound. Runs inside a read-write transaction. */
async function dropOldestSlips(): Promise<void> {
  const table = localDatabase().issuedSlips;
  const excess = (await table.count()) - MAX_ISSUED_SLIPS;
  // issuedAt is always toISOString() (UTC), so its text order is time order.
  if (excess > 0) await table.bulkDelete(await table.orderBy('issuedAt').limit(excess).primaryKeys());
}

function byIssuedAt(first: IssuedSlip, second: IssuedSlip): number {
  return first.issuedAt.localeCompare(second.issuedAt);
}

/** Stores (or replaces, by id) a slip, dropping the earliest issued beyond the bound. */
export async function saveIssuedSlip(slip: IssuedSlip): Promise<void> {
  const legacy = readLegacySlips();
  const database = localDatabase();
  await database.transaction('rw', database.issuedSlips, async () => {
    if (legacy) {
      // A slip already in the database was saved after its copy in local storage: it wins.
      const stored = new Set(await database.issuedSlips.where('id').anyOf(legacy.map((item) => item.id)).primaryKeys());
      await database.issuedSlips.bulkPut(legacy.filter((item) => !stored.has(item.id)));
    }
    await database.issuedSlips.put(slip);
    await dropOldestSlips();
  });
  // Only once they are in the database: an aborted transaction must not lose them.
  if (legacy) localStorage.removeItem(ISSUED_SLIPS_STORAGE_KEY);
}

/** The slip stored under `id`, or null when this device has none (or cannot read it). */
export async function readIssuedSlip(id: string): Promise<IssuedSlip | null> {
  const stored = parseSlip(await localDatabase().issuedSlips.get(id));
  return stored ?? readLegacySlips()?.find((slip) => slip.id === id) ?? null;
}

/** The last MAX_ISSUED_SLIPS issued, earliest first. */
export async function listIssuedSlips(): Promise<IssuedSlip[]> {
  const rows = await localDatabase().issuedSlips.orderBy('issuedAt').toArray();
  const stored = rows.map(parseSlip).filter((slip) => slip !== null);
  const storedIds = new Set(stored.map((slip) => slip.id));
  const notYetMoved = (readLegacySlips() ?? []).filter((slip) => !storedIds.has(slip.id));
  return [...stored, ...notYetMoved].sort(byIssuedAt).slice(-MAX_ISSUED_SLIPS);
}

/** Where the print window opens a slip. */
export function tokenSlipPrintPath(id: string): string {
  return `/print/token/${encodeURIComponent(id)}`;
}
