/**
 * How this person wants to read the app: the language and the calendar (Solar Hijri or
 * Gregorian). Both are remembered on the device (for the login screen) and per user on that
 * device, so a shared front-desk tablet gives each receptionist their own choice at sign-in.
 * Nothing here goes to the server: the server stores ISO dates whatever a user reads.
 */
import { useSyncExternalStore } from 'react';
import { LANGUAGE_STORAGE_KEY, readDeviceLanguage } from '@/lib/i18n/device-language';

// The device's language key and its reading live in device-language.ts (the pre-paint script reads them too).
export { LANGUAGE_STORAGE_KEY, readDeviceLanguage };

export const CALENDAR_SYSTEMS = ['solarHijri', 'gregorian'] as const;
export type CalendarSystem = (typeof CALENDAR_SYSTEMS)[number];

/** Storage keys: the device's last choice, and each user's. */
export const CALENDAR_STORAGE_KEY = 'uiCalendar';
const userKey = (userId: string) => `uiPreferences:${userId}`;

export type StoredPreferences = { language?: string; calendar?: CalendarSystem };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (private mode): choices last for this page only
  }
}

export function isCalendarSystem(value: unknown): value is CalendarSystem {
  return typeof value === 'string' && (CALENDAR_SYSTEMS as readonly string[]).includes(value);
}

/** Dari and Pashto readers use Solar Hijri in daily life; English readers the Gregorian calendar. */
export function defaultCalendarFor(language: string): CalendarSystem {
  return language === 'fa' || language === 'ps' ? 'solarHijri' : 'gregorian';
}

function readDeviceCalendar(): CalendarSystem | null {
  const stored = storage()?.getItem(CALENDAR_STORAGE_KEY);
  return isCalendarSystem(stored) ? stored : null;
}

export function readUserPreferences(userId: string): StoredPreferences {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(userKey(userId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { language, calendar } = parsed as Record<string, unknown>;
    return {
      ...(typeof language === 'string' ? { language } : {}),
      ...(isCalendarSystem(calendar) ? { calendar } : {}),
    };
  } catch {
    return {};
  }
}

// The calendar choice as a tiny store: null means "the language's default".
let chosenCalendar: CalendarSystem | null = readDeviceCalendar();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The calendar explicitly chosen on this device (null: follow the language). */
export function chosenCalendarSystem(): CalendarSystem | null {
  return chosenCalendar;
}

/** Sets the calendar for this page, the device and (when signed in) the user. */
export function chooseCalendar(calendar: CalendarSystem, userId?: string): void {
  chosenCalendar = calendar;
  storage()?.setItem(CALENDAR_STORAGE_KEY, calendar);
  if (userId) saveUserPreferences(userId, { calendar });
  notify();
}

/** Remembers part of a user's choice on this device. */
function saveUserPreferences(userId: string, change: StoredPreferences): void {
  const next = { ...readUserPreferences(userId), ...change };
  storage()?.setItem(userKey(userId), JSON.stringify(next));
}

/** Remembers a language for the device (the login screen) and, when signed in, for the user. */
export function rememberLanguage(language: string, userId?: string): void {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  if (userId) saveUserPreferences(userId, { language });
}

/** Restores a user's calendar at sign-in (their language is applied by the caller, through i18n). */
export function restoreUserCalendar(userId: string): void {
  const { calendar } = readUserPreferences(userId);
  if (calendar && calendar !== chosenCalendar) {
    chosenCalendar = calendar;
    storage()?.setItem(CALENDAR_STORAGE_KEY, calendar);
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The calendar in force for a language: the explicit choice, else the language's default. */
export function calendarFor(language: string): CalendarSystem {
  return chosenCalendar ?? defaultCalendarFor(language);
}

/** React: the explicit calendar choice (null: follow the language). */
export function useChosenCalendar(): CalendarSystem | null {
  return useSyncExternalStore(subscribe, chosenCalendarSystem, chosenCalendarSystem);
}

/** Tests: forget the choice made in this page. */
export function resetCalendarChoiceForTests(): void {
  chosenCalendar = null;
  notify();
}
