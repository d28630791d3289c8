/**
 * Reading settings documents that were validated when written but may predate a later contract:
 * each section that no longer passes its schema (or is missing) falls back to its default, so one
 * stale section never hides the others or breaks the screen.
 */
import type { z } from 'zod';

export function readSections<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  defaults: z.infer<z.ZodObject<Shape>>,
  stored: unknown,
): z.infer<z.ZodObject<Shape>> {
  const source = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const sections = Object.entries(schema.shape).map(([key, section]) => {
    const parsed = (section as z.ZodType).safeParse(source[key]);
    return [key, parsed.success ? parsed.data : (defaults as Record<string, unknown>)[key]];
  });
  return schema.parse(Object.fromEntries(sections));
}
