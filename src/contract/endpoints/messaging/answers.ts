/** The answer envelopes the messaging and parent endpoints share (built from their item schemas). */
import { z } from 'zod';

/** `{ success, data, message? }`: the message only on writes. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, message: z.string().optional() });

/** A write's body field as text, read defensively (the body is as sent). */
export function textField(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** A description's short quote of a text: at most 40 characters, "…" added when cut. */
export function excerpt(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
