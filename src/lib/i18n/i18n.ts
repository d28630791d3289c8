/**
 * i18next set-up. Catalogues live in src/locales/<lang>.json, nested by area (common, auth,
 * shell, screens, notifications, errors). English is complete and is the fallback; Dari (fa)
 * and later Pashto (ps) fill in as their issues land. The document's `lang` and `dir` follow
 * the active language so right-to-left layout works from the root down.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstLoadCatalogues, loadLaterCatalogues } from '@/lib/i18n/catalogues';

export const SUPPORTED_LANGUAGES = ['en', 'fa'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Storage key of the language the user picked. */
export const LANGUAGE_STORAGE_KEY = 'uiLanguage';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): SupportedLanguage {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

/** Initialises i18next once (synchronously: the first load's catalogues are bundled) and returns it. */
export function initI18n(language: SupportedLanguage = readStoredLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', applyDocumentLanguage);
    void i18n.use(initReactI18next).init({
      // Copies: i18next extends its resources in place when the later areas arrive.
      resources: { en: { translation: structuredClone(firstLoadCatalogues.en) }, fa: { translation: structuredClone(firstLoadCatalogues.fa) } },
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes already
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
  laterTexts ??= loadLaterCatalogues().then((catalogues) => {
    for (const [language, areas] of Object.entries(catalogues)) {
      i18n.addResourceBundle(language, 'translation', areas, true, true);
    }
  });
  return laterTexts;
}

export { i18n };
