import type { SupportedLanguage } from '@/lib/i18n/i18n';

/**
 * Each language named in itself (an endonym), the same in every UI language: someone who cannot
 * read the current language must still find their own in the switch.
 */
export const LANGUAGE_ENDONYMS: Record<SupportedLanguage, string> = {
  en: 'English',
  fa: 'دری',
  ps: 'پښتو',
};
