import { useEffect, useRef } from 'react';
import type { Message } from '@/contract/messaging';
import { useMarkRead } from '@/features/messaging/api/mark-read';

/**
 * Opening a thread reads it: when its newest message from someone else is unread, one PATCH on
 * that message marks it and everything before it read (the server's "read up to here"). Each
 * message is marked at most once per open thread, so a failing call is not repeated on every
 * refresh; the next new message tries again.
 */
export function useMarkThreadRead(conversationId: number, messages: readonly Message[], userId: number | null): void {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const marked = useRef<number | null>(null);
  const newestUnread = [...messages].reverse().find((message) => message.senderId !== userId);
  const target = newestUnread && !newestUnread.read ? newestUnread.id : null;

  useEffect(() => {
    if (target === null || marked.current === target) return;
    marked.current = target;
    mutate({ conversationId, messageId: target }, { onError: (error) => console.error('Error marking messages read', error) });
  }, [conversationId, target, mutate]);
}
