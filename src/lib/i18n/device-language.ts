/**
 * The language the app starts in on this device: the one last chosen here (localStorage
 * `uiLanguage`, written by display-preferences.ts) when the app has it, else English.
 *
 * Free of i18next and React on purpose: the small classic script that index.html loads in its
 * head (src/app/prepaint/prepaint-choice.ts) is built from this module, so the pre-painted login
 * screen and the app pick the language by the same rule.
 */
export const SUPPORTED_LANGUAGES = ['en', 'fa', 'ps'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Storage key of the device's last language choice. */
export const LANGUAGE_STORAGE_KEY = 'uiLanguage';

/** Dari and Pashto are written right to left (i18next says the same; device-language.test.ts). */
const RIGHT_TO_LEFT: readonly SupportedLanguage[] = ['fa', 'ps'];

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice as it is (null when none, or when storage is blocked). */
export function readDeviceLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (private mode)
  }
}

/** The language to start in: the stored choice when supported, else English. */
export function deviceLanguage(): SupportedLanguage {
  const stored = readDeviceLanguage();
  return isSupportedLanguage(stored) ? stored : 'en';
}

/**
 * The app's one rule for a language's direction; use it rather than i18next's `dir()`, which
 * builds an `Intl.Locale` and asks it for its text info on every call (milliseconds each on a
 * slow phone, in the login screen's first render: issue 23, total blocking time).
 */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return (RIGHT_TO_LEFT as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
