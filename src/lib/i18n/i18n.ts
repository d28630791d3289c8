/**
 * i18next set-up. Catalogues live in src/locales/<lang>/<area>.json (catalogues.ts). English,
 * Dari (fa) and Pashto (ps) are complete (the catalogue test fails on a missing key); English is
 * the fallback all the same. The document's `lang` and `dir` follow the active language so
 * right-to-left layout works from the root down.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstLoadCatalogues, loadFirstLoadCatalogues, loadLaterCatalogues, type CataloguesByLanguage } from '@/lib/i18n/catalogues';
import { localeNumberFormatter } from '@/lib/i18n/locale-number-formatter';
import { loadServerMessages, setServerMessageLanguage } from '@/lib/i18n/server-message-text';
import { readUserPreferences, rememberLanguage, restoreUserCalendar } from '@/lib/i18n/display-preferences';
import { deviceLanguage, isSupportedLanguage, SUPPORTED_LANGUAGES, textDirection, type SupportedLanguage } from '@/lib/i18n/device-language';

export { isSupportedLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage };

function addCatalogues(catalogues: CataloguesByLanguage): void {
  for (const [language, areas] of Object.entries(catalogues)) {
    i18n.addResourceBundle(language, 'translation', areas, true, true);
  }
}

const firstLoadTexts = new Map<string, Promise<void>>([['en', Promise.resolve()]]);

/** A language's first-load areas (English is bundled; the others are fetched once). */
function loadFirstLoadTexts(language: string): Promise<void> {
  let loading = firstLoadTexts.get(language);
  if (!loading) {
    loading = loadFirstLoadCatalogues(language).then(addCatalogues);
    firstLoadTexts.set(language, loading);
  }
  return loading;
}

/** main.tsx awaits this before the first render, so a Dari or Pashto device never flashes English. */
export function prepareFirstLoadTexts(): Promise<void> {
  return loadFirstLoadTexts(i18n.language);
}

async function switchLanguage(language: SupportedLanguage): Promise<void> {
  await loadFirstLoadTexts(language);
  await i18n.changeLanguage(language);
}

/** Switches the UI language and remembers it on this device (and for the user, when signed in). */
export async function chooseLanguage(language: SupportedLanguage, userId?: string): Promise<void> {
  rememberLanguage(language, userId);
  await switchLanguage(language);
}

/** At sign-in: the language and calendar this user last chose on this device, if any. */
export async function restoreUserDisplayPreferences(userId: string): Promise<void> {
  restoreUserCalendar(userId);
  const { language } = readUserPreferences(userId);
  if (!isSupportedLanguage(language) || language === i18n.language) return;
  rememberLanguage(language); // the login screen after sign-out speaks it too
  await switchLanguage(language);
}

function applyDocumentLanguage(language: string): void {
  setServerMessageLanguage(language);
  void loadServerMessages(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

/** Initialises i18next once (synchronously: the first load's catalogues are bundled) and returns it. */
export function initI18n(language: SupportedLanguage = deviceLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', applyDocumentLanguage);
    void i18n.use(initReactI18next).use(localeNumberFormatter).init({
      // Copies: i18next extends its resources in place when the later areas arrive.
      resources: { en: { translation: structuredClone(firstLoadCatalogues.en) } },
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // React escapes already; every value goes through the formatter (numbers in the language's digits).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      initAsync: false,
    });
    applyDocumentLanguage(i18n.language);
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}

let laterTexts: Promise<void> | null = null;

/**
 * Adds the areas that do not come with the first load (catalogues.ts). The signed-in shell and the
 * print window wait for it before they render; calling it again is free.
 */
export function loadAllTexts(): Promise<void> {
  laterTexts ??= Promise.all([loadLaterCatalogues(), ...SUPPORTED_LANGUAGES.map(loadFirstLoadTexts), loadServerMessages(i18n.language)]).then(
    ([catalogues]) => addCatalogues(catalogues),
  );
  return laterTexts;
}

export { i18n };
