/**
 * /settings (spec part 2 §7.7): the school's general settings (settings:read / settings:update),
 * the server-wide system settings (SUPER_ADMIN and OWNER), the school profile printed on slips,
 * and what every signed-in app obeys (shell roles, school week, currency). Settings changes are
 * not kept on the device: the screen shows the server's merged document at once, and server-wide
 * changes (shell roles, currency) must be confirmed, not replayed later.
 */
import { defineEndpoint } from '@/contract/endpoint';
import { schoolProfileSchema, updateSchoolProfileSchema } from '@/contract/school-settings';
import {
  SYSTEM_SETTINGS_ROLES,
  schoolCurrencySchema,
  schoolGeneralSettingsSchema,
  schoolWeekSchema,
  shellSettingsSchema,
  systemSettingsSchema,
  updateSchoolGeneralSettingsSchema,
  updateSystemSettingsSchema,
} from '@/contract/settings';
import { messageAnswer } from '@/contract/api';
import { moneyLimitsSchema } from '@/contract/money-limits';

const tags = ['settings'];


export const generalSettingsAnswerSchema = messageAnswer(schoolGeneralSettingsSchema);
export const systemSettingsAnswerSchema = messageAnswer(systemSettingsSchema);
export const schoolProfileAnswerSchema = messageAnswer(schoolProfileSchema);
export const shellSettingsAnswerSchema = messageAnswer(shellSettingsSchema);
export const schoolWeekAnswerSchema = messageAnswer(schoolWeekSchema);
export const schoolCurrencyAnswerSchema = messageAnswer(schoolCurrencySchema);
export const moneyLimitsAnswerSchema = messageAnswer(moneyLimitsSchema);

export const get = defineEndpoint({
  method: 'GET',
  path: '/settings',
  tags,
  summary: "The school's general settings (defaults until first saved)",
  access: { permission: 'settings:read' },
  answers: { 200: generalSettingsAnswerSchema },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/settings',
  tags,
  summary: "Change the school's general settings (the sections given replace the stored ones)",
  access: { permission: 'settings:update' },
  body: updateSchoolGeneralSettingsSchema,
  answers: { 200: generalSettingsAnswerSchema },
});

export const getSystem = defineEndpoint({
  method: 'GET',
  path: '/settings/system',
  tags,
  summary: 'Server-wide settings (SUPER_ADMIN, OWNER)',
  access: { role: SYSTEM_SETTINGS_ROLES },
  answers: { 200: systemSettingsAnswerSchema },
});

export const updateSystem = defineEndpoint({
  method: 'PUT',
  path: '/settings/system',
  tags,
  summary: 'Change the server-wide settings (the fields given replace the stored ones)',
  access: { role: SYSTEM_SETTINGS_ROLES },
  body: updateSystemSettingsSchema,
  answers: { 200: systemSettingsAnswerSchema },
});

export const getShell = defineEndpoint({
  method: 'GET',
  path: '/settings/shell',
  tags,
  summary: "Roles allowed into the app's shell (null: none saved, the app's build setting applies); any signed-in user",
  access: 'authenticated',
  answers: { 200: shellSettingsAnswerSchema },
});

export const getWeek = defineEndpoint({
  method: 'GET',
  path: '/settings/week',
  tags,
  summary: "The user's school week: first day and weekend days (defaults until saved); any signed-in user",
  access: 'authenticated',
  answers: { 200: schoolWeekAnswerSchema },
});

export const getCurrency = defineEndpoint({
  method: 'GET',
  path: '/settings/currency',
  tags,
  summary: "The currency the user's school shows money in (USD until saved); any signed-in user",
  access: 'authenticated',
  answers: { 200: schoolCurrencyAnswerSchema },
});

export const getMoneyLimits = defineEndpoint({
  method: 'GET',
  path: '/settings/money-limits',
  tags,
  summary: "The user's school's largest amount per money field, in cents (10,000,000.00 until saved); any signed-in user",
  access: 'authenticated',
  answers: { 200: moneyLimitsAnswerSchema },
});

export const getSchoolProfile = defineEndpoint({
  method: 'GET',
  path: '/settings/school',
  tags,
  summary: "The user's school profile (printed on slips)",
  access: 'authenticated',
  answers: { 200: schoolProfileAnswerSchema },
});

export const updateSchoolProfile = defineEndpoint({
  method: 'PUT',
  path: '/settings/school',
  tags,
  summary: "Change the user's school profile (fields given; socialLinks replaces the whole set)",
  access: { permission: 'settings:update' },
  body: updateSchoolProfileSchema,
  answers: { 200: schoolProfileAnswerSchema },
});
