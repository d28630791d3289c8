/**
 * The school's profile as the front desk prints it (token slip, bills): GET /settings/school for
 * any signed-in user of the school; PUT /settings/school with settings:update.
 */
import { z } from 'zod';

export const schoolProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dariName: z.string().nullable(),
  complexName: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** e.g. { facebook: 'https://facebook.com/…', website: 'https://…', instagram: '…' } */
  socialLinks: z.record(z.string(), z.string()),
});
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

const optionalText = (max: number) =>
  z.preprocess((input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input), z.string().trim().max(max).nullable().optional());

export const updateSchoolProfileSchema = z.object({
  name: z.string().trim().min(1, 'School name is required').max(200).optional(),
  dariName: optionalText(200),
  complexName: optionalText(200),
  address: optionalText(300),
  phone: optionalText(30),
  email: optionalText(254),
  socialLinks: z.record(z.string().trim().min(1).max(30), z.string().trim().max(300)).optional(),
});
