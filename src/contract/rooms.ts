/**
 * How a stored room reads without its "Room" word. Rooms are typed freely ("Room 106", "106",
 * "Science Lab"); the word "Room" (or its Dari or Pashto form) at the start is dropped, so a text
 * that puts the room after its own translated label never doubles it ("اتاق Room 104"). The
 * screens print through src/lib/names/room.ts; the server's messages (an exam's room clash) use
 * this too, so their translation reads "اتاق 104".
 */

/** The room's word in the school's languages, as typed at the start of a stored room. */
const ROOM_WORD = /^\s*(?:room|rm|اتاق|کوټه)(?:\s*[:#.\-–]\s*|\s+)(?=\S)/iu;

/** The room without a leading "Room" word: "Room 106" → "106"; "Science Lab" stays. */
export function bareRoom(room: string): string {
  return room.replace(ROOM_WORD, '').trim();
}
