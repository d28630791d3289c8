/**
 * A school's general settings (desk prefixes, currency, week, late-after time, default
 * notification preferences): one JSON document per school, validated by src/contract/settings.ts
 * when written and when read; a school without a row uses the defaults.
 */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './core';

export const schoolSettings = pgTable('school_settings', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
