/**
 * The school's one currency (a general setting, src/contract/settings.ts; GET /settings/currency):
 * every screen, bill, PDF and CSV of a school shows money in it. Its own module, so contract
 * modules that print money (finance's bill) can name it without importing all the settings.
 * Amounts are never converted: the setting only says what the school's amounts are in.
 */
import { z } from 'zod';

/** USD prints "$" where the spec shows it; AFN prints "؋". */
export const CURRENCIES = ['USD', 'AFN'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;
