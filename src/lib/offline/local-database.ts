/**
 * The device's own database (IndexedDB through Dexie; ARCHITECTURE "How data flows"): what the
 * app must have with no network. One database per browser profile, `school-mis`; each area owns
 * its tables and is the only module that writes them:
 * - customers: every visitor this device has seen or registered, as the API gave them, and
 *   customerSearch: their search fields, small rows read whole into memory to search (both
 *   written only by src/features/customers/offline); so the Visitors list and search work
 *   offline;
 * - meta: revision counters (a search index in memory compares its own with the stored one);
 * - tokenCounters: the daily token counter, one row per school day;
 * - issuedSlips: the token slips this device issued, for the print window;
 * - outbox: writes the service worker stored while the server could not be reached, in the
 *   order they were made (src/lib/offline/outbox; written by the service worker and the panel);
 * - deviceSession: what the service worker needs to replay them: the signed-in user's current
 *   token (written only by src/lib/offline/device-session.ts);
 * - savedReads and savedReadKeys: the answers of reads a screen chose to keep for offline use,
 *   encrypted under a per-user key kept beside them, at most 50 MB a user (written only by
 *   src/lib/offline/query-cache).
 *
 * Changing a table's indexes or adding one needs a new `version(n)` below (Dexie upgrades the
 * stored database in place); never edit a version that has shipped.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { CustomerSearchFields } from '@/contract/customer-text-search';
import type { Customer } from '@/contract/customers';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import type { DeviceSessionRow } from '@/lib/offline/device-session-row';
import type { SavedReadKeyRow, SavedReadRow } from '@/lib/offline/query-cache/saved-read-rows';

export const LOCAL_DATABASE_NAME = 'school-mis';

/** A customer as the API gave it. */
export type LocalCustomer = Customer;

/** What an offline search of a customer needs, and the list order. */
export type CustomerSearchRow = CustomerSearchFields & { id: string; createdAt: string };

/** A named counter (e.g. how many times the customers tables changed). */
export type MetaRow = { key: string; value: number };

export type TokenCounterRow = {
  /** The school's calendar day, YYYY-MM-DD (Asia/Kabul). */
  dateKey: string;
  /** The last number issued that day. */
  number: number;
};

/** A slip as its feature stores it (validated there on read); indexed by id and issue time. */
export type IssuedSlipRow = { id: string; issuedAt: string } & Record<string, unknown>;

export class LocalDatabase extends Dexie {
  customers!: EntityTable<LocalCustomer, 'id'>;
  customerSearch!: EntityTable<CustomerSearchRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  tokenCounters!: EntityTable<TokenCounterRow, 'dateKey'>;
  issuedSlips!: EntityTable<IssuedSlipRow, 'id'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  deviceSession!: EntityTable<DeviceSessionRow, 'key'>;
  savedReads!: EntityTable<SavedReadRow, 'id'>;
  savedReadKeys!: EntityTable<SavedReadKeyRow, 'userId'>;

  constructor(name = LOCAL_DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      customers: 'id, createdAt',
      customerSearch: 'id',
      meta: 'key',
      tokenCounters: 'dateKey',
      issuedSlips: 'id, issuedAt',
    });
    // The outbox keeps its order in `seq` (auto-increment); one row per X-Request-ID.
    this.version(2).stores({
      outbox: '++seq, &requestId, userId',
      deviceSession: 'key',
    });
    // Saved reads: one row per user and query (`id`); by user to clear one, by age to prune.
    this.version(3).stores({
      savedReads: 'id, userId, savedAt',
      savedReadKeys: 'userId',
    });
    // Each saved read's size, in an index with its user and age: a user's total and the oldest
    // rows are read from the index alone, without loading the answers (the per-user budget).
    this.version(4)
      .stores({ savedReads: 'id, userId, savedAt, [userId+savedAt+bytes]' })
      .upgrade((tx) =>
        tx
          .table<SavedReadRow, string>('savedReads')
          .toCollection()
          .modify((row) => {
            row.bytes = row.iv.byteLength + row.ciphertext.byteLength;
          }),
      );
    // The outbox by user and state: the top bar counts from the index alone, without reading
    // every queued write's body again after each batch of a long replay.
    this.version(5).stores({ outbox: '++seq, &requestId, userId, [userId+state]' });
  }
}

let database: LocalDatabase | null = null;

/** The app's local database, opened on first use. */
export function localDatabase(): LocalDatabase {
  database ??= new LocalDatabase();
  return database;
}

/** Tests: a fresh, empty database (fake-indexeddb). */
export async function resetLocalDatabaseForTests(): Promise<LocalDatabase> {
  database?.close();
  // Deleted even when this module has just been loaded: the test files of a worker share one
  // IndexedDB, and the file before (with its own copy of this module) left its rows in it.
  await Dexie.delete(LOCAL_DATABASE_NAME);
  database = new LocalDatabase();
  return database;
}
