/**
 * The visitors this device keeps (IndexedDB, src/lib/offline/local-database.ts): every customer the
 * user has seen or registered, so the Visitors list and its search work with no network, finding
 * what the server would (src/contract/customer-text-search.ts). The ONLY module that writes the
 * customers, customerSearch and meta "customers" rows.
 *
 * Searching reads no customer records but the page shown: the search fields of every kept
 * customer (small rows) live in memory, newest first, and are tested in a plain loop (50 000 in a
 * few milliseconds); then the page's records are read by id. A revision counter, bumped in the
 * same transaction as every write, tells the memory copy whether it is current: this tab's own
 * writes are applied to it directly; another tab's make the next search read it again.
 */
import { customerSearchFields, customerSearchMatcher } from '@/contract/customer-text-search';
import type { Customer } from '@/contract/customers';
import { localDatabase, type CustomerSearchRow, type LocalDatabase } from '@/lib/offline/local-database';

const REVISION_KEY = 'customers';

export type LocalCustomerPage = {
  customers: Customer[];
  /** How many kept customers match (all of them, not only the page). */
  total: number;
};

/** The search fields in memory, of `revision` of `db` (a new database, as in tests, starts over). */
type MemoryIndex = { db: LocalDatabase; revision: number; rows: CustomerSearchRow[] };
let memory: MemoryIndex | null = null;

/** The list's order: newest first, then by id (as the server's default sort). */
function newestFirst(a: CustomerSearchRow, b: CustomerSearchRow): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

function toSearchRow(customer: Customer): CustomerSearchRow {
  return { id: customer.id, createdAt: customer.createdAt, ...customerSearchFields(customer) };
}

/** Writes and bumps the revision in one transaction; returns the revisions before and after. */
async function writeWithRevision(write: () => Promise<unknown>): Promise<{ before: number; after: number }> {
  const db = localDatabase();
  return db.transaction('rw', db.customers, db.customerSearch, db.meta, async () => {
    await write();
    const before = (await db.meta.get(REVISION_KEY))?.value ?? 0;
    await db.meta.put({ key: REVISION_KEY, value: before + 1 });
    return { before, after: before + 1 };
  });
}

/** Applies this tab's own change to the memory copy, or drops the copy if it missed one. */
function applyToMemory(revisions: { before: number; after: number }, change: (rows: CustomerSearchRow[]) => CustomerSearchRow[]): void {
  if (!memory) return;
  if (memory.db !== localDatabase() || memory.revision !== revisions.before) {
    memory = null; // another write came between: read it all again on the next search
    return;
  }
  memory = { ...memory, revision: revisions.after, rows: change(memory.rows) };
}

/** Keeps (or refreshes) these customers, as the API answered them. Deleted ones are removed. */
export async function saveLocalCustomers(customers: readonly Customer[]): Promise<void> {
  if (customers.length === 0) return;
  const live = customers.filter((customer) => customer.deletedAt === null);
  const deletedIds = customers.filter((customer) => customer.deletedAt !== null).map((customer) => customer.id);
  const rows = live.map(toSearchRow);
  const db = localDatabase();
  const revisions = await writeWithRevision(async () => {
    await db.customers.bulkPut(live);
    await db.customerSearch.bulkPut(rows);
    await db.customers.bulkDelete(deletedIds);
    await db.customerSearch.bulkDelete(deletedIds);
  });
  applyToMemory(revisions, (current) => {
    const replaced = new Set([...rows.map((row) => row.id), ...deletedIds]);
    return [...current.filter((row) => !replaced.has(row.id)), ...rows].sort(newestFirst);
  });
}

/** Forgets customers (deleted on the server). */
export async function removeLocalCustomers(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const db = localDatabase();
  const revisions = await writeWithRevision(async () => {
    await db.customers.bulkDelete([...ids]);
    await db.customerSearch.bulkDelete([...ids]);
  });
  const gone = new Set(ids);
  applyToMemory(revisions, (current) => current.filter((row) => !gone.has(row.id)));
}

/** The ids of the customers kept now: taken before a page is asked for (forgetCustomersMissingFromPage). */
export async function keptCustomerIds(): Promise<Set<string>> {
  return new Set((await currentIndex()).map((row) => row.id));
}

/**
 * After the server answered the first page of a search: a kept customer that matches and sorts
 * within that page (or anywhere, when the page held every match) but is not in it is gone from
 * the server (deleted at another desk, or changed so it no longer matches): forget it, so the
 * list does not show what the server no longer has. Only the customers kept before the page was
 * asked for (`keptBefore`) are judged by it: one kept since, such as a queued registration the
 * service worker replayed while the page was on its way, is newer than the answer.
 */
export async function forgetCustomersMissingFromPage(
  search: string | undefined,
  page: readonly Customer[],
  complete: boolean,
  keptBefore: ReadonlySet<string>,
): Promise<void> {
  const rows = await currentIndex();
  const matches = customerSearchMatcher(search);
  const onPage = new Set(page.map((customer) => customer.id));
  const last = page.length > 0 ? toSearchRow(page[page.length - 1]) : null;
  const withinPage = (row: CustomerSearchRow) => complete || (last !== null && newestFirst(row, last) < 0);
  const missing = rows.filter((row) => keptBefore.has(row.id) && !onPage.has(row.id) && withinPage(row) && matches(row)).map((row) => row.id);
  await removeLocalCustomers(missing);
}

async function currentIndex(): Promise<CustomerSearchRow[]> {
  const db = localDatabase();
  // Read in every search, so a live query re-runs whenever the customers change.
  const revision = (await db.meta.get(REVISION_KEY))?.value ?? 0;
  if (memory?.db !== db || memory.revision !== revision) {
    const rows = await db.customerSearch.toArray();
    memory = { db, revision, rows: rows.sort(newestFirst) };
  }
  return memory.rows;
}

/** The first `limit` kept customers matching the search (newest first), and how many match. */
export async function searchLocalCustomers({ search, limit }: { search?: string; limit: number }): Promise<LocalCustomerPage> {
  const rows = await currentIndex();
  const matches = customerSearchMatcher(search);
  const pageIds: string[] = [];
  let total = 0;
  for (const row of rows) {
    if (!matches(row)) continue;
    total += 1;
    if (pageIds.length < limit) pageIds.push(row.id);
  }
  const records = await localDatabase().customers.bulkGet(pageIds);
  return { customers: records.filter((record): record is Customer => record !== undefined), total };
}
