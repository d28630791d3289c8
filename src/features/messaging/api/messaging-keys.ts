/**
 * The ONE query-key factory of the messaging area. A sent message, a read mark or a vote
 * invalidates what it changes: the thread, and the list's last message and unread counts.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  messages: (conversationId: number) => [...messagingKeys.all, 'messages', conversationId] as const,
  polls: (conversationId: number) => [...messagingKeys.all, 'polls', conversationId] as const,
  contacts: (search: string) => [...messagingKeys.all, 'contacts', search] as const,
};
