/**
 * How a room is printed. Rooms are typed freely, so one may hold "Room 106" and another "106" or
 * "Science Lab"; the screens print it after their own "Room" label. The word "Room" (or its Dari
 * or Pashto form) at the start of the stored value is dropped first, so the label is never
 * doubled ("Room Room 106", "اتاق Room 104"). One rule for every exam, class and lesson.
 */

/** The room's word in the school's languages, as typed at the start of a stored room. */
const ROOM_WORD = /^\s*(?:room|rm|اتاق|کوټه)(?:\s*[:#.\-–]\s*|\s+)(?=\S)/iu;

/** The room without a leading "Room" word: "Room 106" → "106"; "Science Lab" stays. */
export function bareRoom(room: string): string {
  return room.replace(ROOM_WORD, '').trim();
}

/**
 * The room after the screen's label (`label` puts the bare room into the translated "Room …"
 * text); null when there is no room.
 */
export function labelledRoom(room: string | null | undefined, label: (room: string) => string): string | null {
  const text = room?.trim();
  return text ? label(bareRoom(text)) : null;
}
