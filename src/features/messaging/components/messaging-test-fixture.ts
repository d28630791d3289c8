/** Answers shaped like the contract's, for the Messaging screen's component tests. */
import type { Conversation, Message, Poll } from '@/contract/messaging';
import type { MessagingContact } from '@/contract/messaging-contacts';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

/** The harness's stubbed answer (a feature's helpers may not import src/app). */
type StubAnswer = { status?: number; body: unknown };

export const ME = 7;
export const HOMA = 21;
export const KARIM = 22;

export const ok = (data: unknown, extra: Record<string, unknown> = {}): StubAnswer => ({ body: { success: true, message: 'OK', data, ...extra } });

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 101,
    conversationId: 1,
    senderId: HOMA,
    senderName: 'Homa Azizi',
    recipientId: null,
    body: 'Salaam, the meeting is at ten.',
    read: false,
    file: null,
    // 05:30 UTC is 10:00 in Kabul.
    createdAt: '2026-03-01T05:30:00.000Z',
    editedAt: null,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 1,
    title: null,
    type: 'DIRECT',
    createdBy: ME,
    members: [
      { userId: ME, name: 'Farida Ahmadzai', role: 'OWNER' },
      { userId: HOMA, name: 'Homa Azizi', role: 'MEMBER' },
    ],
    unreadCount: 2,
    lastMessage: makeMessage({ id: 102, body: 'See you there' }),
    createdAt: '2026-02-28T08:00:00.000Z',
    updatedAt: '2026-03-01T05:35:00.000Z',
    ...overrides,
  };
}

export function makePoll(overrides: Partial<Poll> = {}): Poll {
  return {
    id: 31,
    conversationId: 1,
    question: 'Which day for the parents meeting?',
    multiple: false,
    closesAt: null,
    closed: false,
    options: [
      { id: 41, label: 'Saturday', votes: 2, votedByMe: false },
      { id: 42, label: 'Sunday', votes: 1, votedByMe: false },
    ],
    totalVoters: 3,
    createdBy: HOMA,
    createdAt: '2026-03-01T05:00:00.000Z',
    ...overrides,
  };
}

/** One page of a thread, newest first as the server answers. */
export function messagePage(newestFirst: Message[], { currentPage = 1, totalPages = 1 } = {}): StubAnswer {
  return ok(newestFirst, { meta: { pagination: { currentPage, totalPages, totalCount: newestFirst.length, limit: 50 } } });
}

export const contacts: MessagingContact[] = [
  { id: HOMA, name: 'Homa Azizi', role: 'TEACHER' },
  { id: KARIM, name: 'Karim Sadat', role: 'SCHOOL_ADMIN' },
];

export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}
