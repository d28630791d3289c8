/**
 * Messaging (spec part 2 §7.7, issue 9). The spec names the calls but not their shapes; these are
 * ours (docs/decisions.md "Messaging"). A message lives in a conversation, or goes straight to one
 * person (`recipientId`). `read` is from the asking user's side: their own messages are read.
 */
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';
import { idSchema } from './ids';

export const CONVERSATION_TYPES = ['DIRECT', 'GROUP', 'CLASS'] as const;
export const CALL_TYPES = ['AUDIO', 'VIDEO'] as const;
export const CALL_STATUSES = ['ONGOING', 'ENDED', 'MISSED'] as const;
export const AI_REQUEST_TYPES = ['SUMMARIZE', 'TRANSLATE', 'SUGGEST_REPLY', 'DRAFT'] as const;
export type AiRequestType = (typeof AI_REQUEST_TYPES)[number];

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_MESSAGE_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_CONVERSATION_MEMBERS = 500;
export const MAX_POLL_OPTIONS = 10;

const id = idSchema;
const text = (max: number) => z.string().trim().min(1).max(max);

export const messageFileSchema = z.object({
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string().describe('GET this (signed in) to download the file'),
});

export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int().nullable(),
  senderId: z.number().int(),
  senderName: z.string(),
  recipientId: z.number().int().nullable(),
  body: z.string(),
  read: z.boolean(),
  file: messageFileSchema.nullable(),
  createdAt: timestampSchema,
  editedAt: timestampSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationMemberSchema = z.object({ userId: z.number().int(), name: z.string(), role: z.enum(['OWNER', 'MEMBER']) });

export const conversationSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  type: z.enum(CONVERSATION_TYPES),
  createdBy: z.number().int(),
  members: z.array(conversationMemberSchema),
  unreadCount: z.number().int(),
  lastMessage: messageSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const pollSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  question: z.string(),
  multiple: z.boolean(),
  closesAt: timestampSchema.nullable(),
  closed: z.boolean(),
  options: z.array(z.object({ id: z.number().int(), label: z.string(), votes: z.number().int(), votedByMe: z.boolean() })),
  totalVoters: z.number().int(),
  createdBy: z.number().int(),
  createdAt: timestampSchema,
});
export type Poll = z.infer<typeof pollSchema>;

export const callRecordSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  callerId: z.number().int(),
  type: z.enum(CALL_TYPES),
  status: z.enum(CALL_STATUSES),
  startedAt: timestampSchema,
  endedAt: timestampSchema.nullable(),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

/** POST /messages: to a conversation, or straight to one person of the school. */
export const sendMessageInputSchema = z
  .object({ conversationId: id.optional(), recipientId: id.optional(), body: text(MAX_MESSAGE_LENGTH) })
  .refine((input) => (input.conversationId === undefined) !== (input.recipientId === undefined), {
    message: 'Choose either a conversation or a recipient',
    path: ['recipientId'],
  });
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

export const postConversationMessageInputSchema = z.object({ body: text(MAX_MESSAGE_LENGTH) });
export const editMessageInputSchema = z.object({ body: text(MAX_MESSAGE_LENGTH) });

export const createConversationInputSchema = z
  .object({
    title: text(200).optional(),
    type: z.enum(CONVERSATION_TYPES),
    memberIds: z.array(id).min(1).max(MAX_CONVERSATION_MEMBERS),
  })
  .refine((input) => input.type !== 'DIRECT' || new Set(input.memberIds).size === 1, {
    message: 'A direct conversation has exactly one other person',
    path: ['memberIds'],
  })
  .refine((input) => input.type === 'DIRECT' || input.title !== undefined, { message: 'Please give the conversation a title', path: ['title'] });
export type CreateConversationInput = z.infer<typeof createConversationInputSchema>;

export const updateConversationInputSchema = z
  .object({ title: text(200).optional(), addMemberIds: z.array(id).max(MAX_CONVERSATION_MEMBERS).optional(), removeMemberIds: z.array(id).max(MAX_CONVERSATION_MEMBERS).optional() })
  .refine((input) => input.title !== undefined || input.addMemberIds?.length || input.removeMemberIds?.length, { message: 'Nothing to change' });

export const createPollInputSchema = z.object({
  question: text(500),
  options: z.array(text(200)).min(2).max(MAX_POLL_OPTIONS),
  multiple: z.boolean().default(false),
  closesAt: z.iso.datetime({ offset: true }).optional(),
});
export const voteInputSchema = z.object({ optionIds: z.array(id).min(1).max(MAX_POLL_OPTIONS) });

export const startCallInputSchema = z.object({ type: z.enum(CALL_TYPES) });
export const endCallInputSchema = z.object({ status: z.enum(['ENDED', 'MISSED']).default('ENDED') });

export const aiRequestInputSchema = z.object({
  type: z.enum(AI_REQUEST_TYPES),
  context: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
  conversationId: id.optional(),
});

export const messageSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });

export const MESSAGING_MESSAGES = {
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  pollNotFound: 'Poll not found',
  callNotFound: 'Call not found',
  fileNotFound: 'File not found',
  recipientNotFound: 'Recipient not found',
  membersNotFound: 'Some of the chosen people are not in this school',
  notYourMessage: 'You can only change your own messages',
  notConversationOwner: 'Only the conversation owner can change it',
  messageSent: 'Message sent',
  messageUpdated: 'Message updated',
  messageDeleted: 'Message deleted',
  messageRead: 'Message marked as read',
  conversationCreated: 'Conversation created',
  conversationUpdated: 'Conversation updated',
  conversationDeleted: 'Conversation deleted',
  pollCreated: 'Poll created',
  voteRecorded: 'Vote recorded',
  pollClosed: 'This poll is closed',
  oneOptionOnly: 'This poll allows one choice only',
  optionNotInPoll: 'Choose options of this poll',
  callStarted: 'Call started',
  callEnded: 'Call ended',
  callAlreadyEnded: 'This call has already ended',
  fileUploaded: 'File uploaded',
  noFile: 'Please choose a file',
  fileTooLarge: 'The file must be at most 10 MB',
  fileTypeRefused: 'Please choose a PDF, PNG, JPEG or Word (.docx) file',
  conversationIdRequired: 'Please choose a conversation',
  aiNotConfigured: 'AI assistant is not configured',
  aiAnswered: 'AI answer ready',
} as const;

/** POST /ai/request's answer: the provider's text as it came, and the model that wrote it. */
export const aiAnswerSchema = z.object({ type: z.enum(AI_REQUEST_TYPES), text: z.string(), model: z.string() });
export type AiAnswer = z.infer<typeof aiAnswerSchema>;
