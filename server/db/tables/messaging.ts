/**
 * Messaging (spec part 2 §7.7, issue 9): conversations and their members, messages (in a
 * conversation, or sent straight to one person), polls with their options and votes, and the
 * records of calls started in a conversation. Everyone in a conversation is of its school.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { schools, users } from './core';

export const CONVERSATION_TYPES = ['DIRECT', 'GROUP', 'CLASS'] as const;
export const CONVERSATION_MEMBER_ROLES = ['OWNER', 'MEMBER'] as const;
export const CALL_TYPES = ['AUDIO', 'VIDEO'] as const;
export const CALL_STATUSES = ['ONGOING', 'ENDED', 'MISSED'] as const;

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** Null for a DIRECT conversation, which shows the other person's name. */
    title: text('title'),
    type: text('type').$type<(typeof CONVERSATION_TYPES)[number]>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('conversations_school_idx').on(table.schoolId)],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<(typeof CONVERSATION_MEMBER_ROLES)[number]>().notNull().default('MEMBER'),
    /** Messages of others after this are unread for the member; null: nothing read yet. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    // "My conversations".
    index('conversation_members_user_idx').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** Set for a message in a conversation; null for one sent straight to `recipientId`. */
    conversationId: integer('conversation_id').references(() => conversations.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id').references(() => users.id),
    body: text('body').notNull().default(''),
    /** When the recipient of a direct message read it (conversations use members' last_read_at). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** An attached file (POST /messages/files/upload), stored under {DATA_DIR}/uploads. */
    fileName: text('file_name'),
    fileMimeType: text('file_mime_type'),
    fileSizeBytes: integer('file_size_bytes'),
    filePath: text('file_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('messages_conversation_or_recipient', sql`(${table.conversationId} is null) <> (${table.recipientId} is null)`),
    index('messages_conversation_created_idx').on(table.conversationId, table.createdAt),
    index('messages_recipient_created_idx').on(table.recipientId, table.createdAt),
    index('messages_sender_created_idx').on(table.senderId, table.createdAt),
    // GET /messages/search: substring search on the text.
    index('messages_body_trgm_idx').using('gin', sql`${table.body} gin_trgm_ops`),
  ],
);

export const polls = pgTable('polls', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => conversations.id),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  question: text('question').notNull(),
  /** Whether a voter may choose more than one option. */
  multiple: boolean('multiple').notNull().default(false),
  /** Null: open until someone closes it. */
  closesAt: timestamp('closes_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('polls_conversation_idx').on(table.conversationId)]);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('poll_options_poll_idx').on(table.pollId)],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('poll_votes_poll_option_user_key').on(table.pollId, table.optionId, table.userId), index('poll_votes_poll_user_idx').on(table.pollId, table.userId)],
);

export const callRecords = pgTable(
  'call_records',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    callerId: integer('caller_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<(typeof CALL_TYPES)[number]>().notNull(),
    status: text('status').$type<(typeof CALL_STATUSES)[number]>().notNull().default('ONGOING'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('call_records_conversation_started_idx').on(table.conversationId, table.startedAt)],
);
