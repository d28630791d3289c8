/**
 * A parent's own account calls (spec part 2 §7.5, "wider client paths"): settings
 * (GET/PUT /parents/{id}/settings) and messages to the school (POST /parents/{id}/messages).
 * The spec shows neither payload; these shapes are this product's (docs/decisions.md
 * "Parent portal").
 */
import { z } from 'zod';
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesSchema } from '@/contract/notifications';

export const PARENT_MESSAGE_SUBJECT_MAX = 150;
export const PARENT_MESSAGE_BODY_MAX = 4000;

export const PARENT_ACCOUNT_MESSAGES = {
  notYourAccount: 'Access denied. You can only use your own parent account.',
  parentNotFound: 'Parent not found',
  notYourChild: 'Access denied. This student is not your child.',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${PARENT_MESSAGE_SUBJECT_MAX} characters`,
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${PARENT_MESSAGE_BODY_MAX} characters`,
  messageSent: 'Message sent to the school',
  settingsSaved: 'Settings saved',
} as const;

/** The portal's settings: how the parent wants to be told (spec §3.10 preferences). */
export const parentSettingsSchema = z.object({ notifications: notificationPreferencesSchema });
export type ParentSettings = z.infer<typeof parentSettingsSchema>;

export const DEFAULT_PARENT_SETTINGS: ParentSettings = { notifications: DEFAULT_NOTIFICATION_PREFERENCES };

/** POST /parents/{id}/messages: to the school, about one child (`studentId`) or none. */
export const newParentMessageSchema = z.object({
  studentId: z.number().int().positive().nullable().optional(),
  subject: z.string().trim().min(1, PARENT_ACCOUNT_MESSAGES.subjectRequired).max(PARENT_MESSAGE_SUBJECT_MAX, PARENT_ACCOUNT_MESSAGES.subjectTooLong),
  body: z.string().trim().min(1, PARENT_ACCOUNT_MESSAGES.bodyRequired).max(PARENT_MESSAGE_BODY_MAX, PARENT_ACCOUNT_MESSAGES.bodyTooLong),
});
export type NewParentMessage = z.input<typeof newParentMessageSchema>;

export const parentMessageSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int().nullable(),
  /** "First Last" of the child it is about, or null. */
  studentName: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When someone at the school opened it; null while unread. */
  readAt: z.string().nullable(),
});
export type ParentMessage = z.infer<typeof parentMessageSchema>;
