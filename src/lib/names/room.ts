/**
 * How a room is printed. Rooms are typed freely, so one may hold "Room 106" and another "106" or
 * "Science Lab"; the screens print it after their own "Room" label. The word "Room" (or its Dari
 * or Pashto form) at the start of the stored value is dropped first, so the label is never
 * doubled ("Room Room 106", "اتاق Room 104"). One rule for every exam, class and lesson; the
 * rule itself is the contract's (src/contract/rooms.ts), which the server's messages use too.
 */
import { bareRoom } from '@/contract/rooms';
import { toLocaleDigits } from '@/lib/i18n/digits';

export { bareRoom };

/**
 * The bare room in the reader's digits when it is only a number ("104" → "۱۰۴" in Dari, issue 23);
 * a room named otherwise ("B-12", "Science Lab") stays as typed.
 */
export function localRoom(room: string, locale?: string): string {
  const bare = bareRoom(room);
  return locale && /^\d+$/.test(bare) ? toLocaleDigits(bare, locale) : bare;
}

/**
 * The room after the screen's label (`label` puts the bare room into the translated "Room …"
 * text), a numbered room in the digits of `locale` when given; null when there is no room.
 */
export function labelledRoom(room: string | null | undefined, label: (room: string) => string, locale?: string): string | null {
  const text = room?.trim();
  return text ? label(localRoom(text, locale)) : null;
}
