import { describe, expect, it } from 'vitest';
import { bareRoom, labelledRoom } from '@/lib/names/room';

const english = (room: string) => `Room ${room}`;
const dari = (room: string) => `اتاق ${room}`;

describe('room formatting', () => {
  it('prints the room once after the label, whether or not the stored value names the word', () => {
    expect(labelledRoom('Room 106', english)).toBe('Room 106');
    expect(labelledRoom('room 106', english)).toBe('Room 106');
    expect(labelledRoom('106', english)).toBe('Room 106');
    expect(labelledRoom('Room: B-12', english)).toBe('Room B-12');
    expect(labelledRoom('Room 104', dari)).toBe('اتاق 104');
    expect(labelledRoom('اتاق ۱۰۴', dari)).toBe('اتاق ۱۰۴');
    expect(labelledRoom('کوټه 7', english)).toBe('Room 7');
  });

  it('keeps a room named otherwise, and a room that is only the word', () => {
    expect(bareRoom('Science Lab')).toBe('Science Lab');
    expect(bareRoom('Roomy Hall')).toBe('Roomy Hall');
    expect(bareRoom('Room')).toBe('Room');
  });

  it('writes a numbered room in the reader\'s digits: "اتاق ۱۰۴", not "اتاق Room 104"', () => {
    expect(labelledRoom('Room 104', dari, 'fa-AF')).toBe('اتاق ۱۰۴');
    expect(labelledRoom('Room 104', english, 'en')).toBe('Room 104');
    expect(labelledRoom('B-12', dari, 'fa-AF')).toBe('اتاق B-12');
  });

  it('is null when there is no room', () => {
    expect(labelledRoom(null, english)).toBeNull();
    expect(labelledRoom(undefined, english)).toBeNull();
    expect(labelledRoom('  ', english)).toBeNull();
  });
});
