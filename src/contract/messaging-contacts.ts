/**
 * GET /messaging/contacts: the people a staff member can start a conversation with (the
 * Messaging screen's member picker). Parents and students are not offered: they reach the school
 * through their own portals, and the picker is a staff tool.
 */
import { z } from 'zod';
import { ROLES } from '@/contract/permissions';

/** At most this many people per answer; the picker narrows with `search`. */
export const MESSAGING_CONTACTS_LIMIT = 50;

/** Roles never offered as contacts, and never allowed to ask for the list. */
export const NON_CONTACT_ROLES = ['PARENT', 'STUDENT'] as const satisfies readonly (typeof ROLES)[number][];

export const messagingContactsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});
export type MessagingContactsQuery = z.infer<typeof messagingContactsQuerySchema>;

export const messagingContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
});
export type MessagingContact = z.infer<typeof messagingContactSchema>;

export const messagingContactsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(messagingContactSchema),
});

export const MESSAGING_CONTACTS_MESSAGES = {
  staffOnly: 'Only school staff can start conversations here',
} as const;
