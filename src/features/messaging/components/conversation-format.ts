/** How a conversation and a message time are named on the screen. */
import type { Conversation } from '@/contract/messaging';
import { dateFormat } from '@/lib/dates/calendar-format';
import { schoolDay } from '@/lib/dates/school-day';

/** Its title, else the other members' names ("Ahmad Rahimi, Zahra Hashimi"), else null. */
export function conversationName(conversation: Pick<Conversation, 'title' | 'members'>, userId: number | null): string | null {
  if (conversation.title) return conversation.title;
  const others = conversation.members.filter((member) => member.userId !== userId).map((member) => member.name);
  return others.length > 0 ? others.join(', ') : null;
}

/**
 * A message's time on the school's clock (Asia/Kabul): only the time for today, the date and time
 * otherwise, in the reader's language and calendar (`locale` from useFormatLocale).
 */
export function formatMessageTime(iso: string, locale: string, now: Date = new Date()): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const today = schoolDay(now) === schoolDay(instant);
  const format = dateFormat(locale, {
    ...(today ? {} : { year: 'numeric', month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.format(instant);
}

/** The full date and time for a tooltip or `dateTime`-labelled text. */
export function formatFullTime(iso: string, locale: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}
