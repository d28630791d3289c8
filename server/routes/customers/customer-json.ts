/**
 * The API's customer (customerSchema) rendered as JSON by the database, for lists: a page of 50
 * visitors then reaches the answer as one text value, which the route splices in unparsed. Parsing,
 * mapping, checking and re-serialising fifty objects in Node was most of the server's CPU per list
 * request (bench/RESULTS.md, customer-search). Single customers keep toCustomerDto; a test holds
 * the two renderings equal (customer-json.test.ts).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { customerSchema } from '@/contract/customers';
import { customers } from '../../db/schema';

const COLUMNS = getTableColumns(customers);

/** One DTO field from a column of `alias`, in the form toCustomerDto gives it. */
function fieldValue(alias: string, key: keyof typeof COLUMNS): SQL {
  const column = COLUMNS[key];
  const reference = sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
  // Date.toISOString(): UTC, milliseconds, "Z" (a JS Date holds milliseconds: the rest is cut).
  if (column.dataType === 'date') return sql`to_char(${reference} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  // numeric columns come to Node as text; the DTO has numbers.
  if (column.columnType === 'PgNumeric') return sql`${reference}::float8`;
  return reference;
}

const DTO_KEYS = Object.keys(customerSchema.shape) as (keyof typeof COLUMNS)[];

/** `json_build_object(...)` of the customer DTO of the row `alias` (at most 100 arguments: 50 fields). */
export function customerJson(alias: string): SQL {
  // The keys are the contract's field names: written into the statement, not sent as parameters.
  const pairs = DTO_KEYS.map((key) => sql`${sql.raw(`'${key}'`)}, ${fieldValue(alias, key)}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
