/**
 * Integers a route accepts, bounded to what the database stores. Every integer column is
 * PostgreSQL `integer` (int4): a larger number would pass validation and then fail inside the
 * database. Route schemas take their ids and page numbers from here, and every other integer
 * input has its own sensible maximum (server/routes/integer-input-bounds.test.ts checks all routes).
 */
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column. */
export const INT32_MAX = 2_147_483_647;

export const ID_MESSAGE = 'Must be a whole number from 1 to 2147483647';
export const PAGE_MESSAGE = 'The page is a whole number from 1 to 2147483647';

/** A row's id in a JSON body. */
export const idSchema = z.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(INT32_MAX, ID_MESSAGE);

/** A row's id that may arrive as text: in a path, a query string or a form's body. */
export const coercedIdSchema = z.coerce.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(INT32_MAX, ID_MESSAGE);

/** A list's page number in a query string; the first page when left out. */
export const pageSchema = z.coerce.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(INT32_MAX, PAGE_MESSAGE).default(1);
