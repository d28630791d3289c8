import { describe, expect, it } from 'vitest';
import { conversationName, formatMessageTime } from '@/features/messaging/components/conversation-format';

const members = [
  { userId: 7, name: 'Farida Ahmadzai', role: 'OWNER' as const },
  { userId: 21, name: 'Homa Azizi', role: 'MEMBER' as const },
  { userId: 22, name: 'Karim Sadat', role: 'MEMBER' as const },
];

describe('conversation format', () => {
  it('names a conversation by its title, else by the other members', () => {
    expect(conversationName({ title: 'Exam week', members }, 7)).toBe('Exam week');
    expect(conversationName({ title: null, members }, 7)).toBe('Homa Azizi, Karim Sadat');
    expect(conversationName({ title: null, members: [members[0]] }, 7)).toBeNull();
  });

  it("shows a message time on Kabul's clock: the time alone today, with the date otherwise", () => {
    // 20:00 UTC on 1 March is 00:30 on 2 March in Kabul: "today" is Kabul's day.
    const now = new Date('2026-03-02T06:00:00Z');
    expect(formatMessageTime('2026-03-01T20:00:00Z', 'en-GB', now)).toBe('00:30');
    expect(formatMessageTime('2026-03-01T05:30:00Z', 'en-GB', now)).toBe('1 Mar 2026, 10:00');
    expect(formatMessageTime('not a date', 'en-GB', now)).toBe('');
  });
});
