/**
 * The school's profile as the front desk prints it (token slip, bills): GET /settings/school for
 * any signed-in user of the school; PUT /settings/school with settings:update.
 */
import { z } from 'zod';

export const schoolProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dariName: z.string().nullable(),
  /** The name in Pashto; the address in Dari and in Pashto (issue 23). Null: not given; read as null from a profile stored before they existed. */
  pashtoName: z.string().nullable().default(null),
  complexName: z.string().nullable(),
  address: z.string().nullable(),
  dariAddress: z.string().nullable().default(null),
  pashtoAddress: z.string().nullable().default(null),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** e.g. { facebook: 'https://facebook.com/…', website: 'https://…', instagram: '…' } */
  socialLinks: z.record(z.string(), z.string()),
  /**
   * The manager's name printed on bills ("Manager: …"); no manager line while null. A profile
   * stored on a device before the field existed reads as null.
   */
  managerName: z.string().nullable().default(null),
});
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

const optionalText = (max: number) =>
  z.preprocess((input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input), z.string().trim().max(max).nullable().optional());

export const updateSchoolProfileSchema = z.object({
  name: z.string().trim().min(1, 'School name is required').max(200).optional(),
  dariName: optionalText(200),
  pashtoName: optionalText(200),
  complexName: optionalText(200),
  address: optionalText(300),
  dariAddress: optionalText(300),
  pashtoAddress: optionalText(300),
  phone: optionalText(30),
  email: optionalText(254),
  managerName: optionalText(120),
  socialLinks: z.record(z.string().trim().min(1).max(30), z.string().trim().max(300)).optional(),
});
