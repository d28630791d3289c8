/**
 * The two shapes of time the API answers with, so the OpenAPI document gives every such field
 * its format (documentation only: the values come from the database as these shapes).
 */
import { z } from 'zod';

/** A moment: ISO 8601 with its offset, as `Date#toISOString()` writes it (`createdAt`, `publishedAt`). */
export const timestampSchema = z.string().meta({ format: 'date-time' });

/** A calendar day: `YYYY-MM-DD` (`paymentDate`, `birthDate`). */
export const calendarDaySchema = z.string().meta({ format: 'date' });
