/**
 * The device's own database (IndexedDB through Dexie; ARCHITECTURE "How data flows"): what the
 * app must have with no network. One database per browser profile, `school-mis`; each area owns
 * its tables and is the only module that writes them:
 * - customers: every visitor this device has seen or registered (src/features/customers/offline),
 *   with their search fields precomputed, so the Visitors list and search work offline;
 * - tokenCounters: the daily token counter, one row per school day;
 * - issuedSlips: the token slips this device issued, for the print window.
 *
 * Changing a table's indexes or adding one needs a new `version(n)` below (Dexie upgrades the
 * stored database in place); never edit a version that has shipped.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { Customer } from '@/contract/customers';

export const LOCAL_DATABASE_NAME = 'school-mis';

/** A customer as the API gave it, with what an offline search compares (see customer-search-fields). */
export type LocalCustomer = Customer & {
  /** Name, Dari name and email, lower-cased, one per line. */
  searchText: string;
  /** Digits of phone and mobile without the country code or the local 0, one per line. */
  phoneDigits: string;
};

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
  tokenCounters!: EntityTable<TokenCounterRow, 'dateKey'>;
  issuedSlips!: EntityTable<IssuedSlipRow, 'id'>;

  constructor(name = LOCAL_DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      customers: 'id, createdAt',
      tokenCounters: 'dateKey',
      issuedSlips: 'id, issuedAt',
    });
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
  if (database) {
    database.close();
    await Dexie.delete(LOCAL_DATABASE_NAME);
  }
  database = new LocalDatabase();
  return database;
}
