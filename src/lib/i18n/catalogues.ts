/**
 * The translation catalogues, one JSON file per language and area: src/locales/<lang>/<area>.json.
 * Each file becomes the top-level key named after it (`customers.json` → `t('customers.…')`),
 * so every area keeps its own texts and parallel work never edits one shared file.
 *
 * The login screen's areas come with the first load; the others load with the signed-in shell
 * and the print window (`loadLaterCatalogues`), which keeps the first load small (issue 4's
 * budget: initial JavaScript ≤ 200 kB gzip). A new area the login screen or main.tsx needs must
 * be added to the first-load list (the catalogue test checks the first load's own keys).
 */
export { FIRST_LOAD_AREAS } from '@/lib/i18n/first-load-areas';

export type Catalogue = { [key: string]: string | Catalogue };
export type CataloguesByLanguage = Record<string, Catalogue>;

// English comes with the first load; Dari's and Pashto's first-load areas are a chunk per language
// fetched before the first render when the device speaks them (i18n.ts), so English readers do not
// carry them. The later areas of all languages are one chunk (vite.config.ts): they load together.
// The globs must be literals: they repeat FIRST_LOAD_AREAS (catalogues.test.ts checks they agree).
const englishFirstLoadFiles = import.meta.glob<Catalogue>('/src/locales/en/{auth,common,errors,preferences,pwa,shell}.json', {
  eager: true,
  import: 'default',
});
const otherFirstLoadFiles = import.meta.glob<Catalogue>(
  ['/src/locales/*/{auth,common,errors,preferences,pwa,shell}.json', '!/src/locales/en/*.json'],
  { import: 'default' },
);
const laterFiles = import.meta.glob<Catalogue>(['/src/locales/*/*.json', '!/src/locales/*/{auth,common,errors,preferences,pwa,shell}.json'], {
  import: 'default',
});

function byLanguage(files: Record<string, Catalogue>): CataloguesByLanguage {
  const catalogues: CataloguesByLanguage = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, area] = match;
    catalogues[language] ??= {};
    catalogues[language][area] = content;
  }
  return catalogues;
}

/** The first load's English areas (bundled). */
export const firstLoadCatalogues = byLanguage(englishFirstLoadFiles);

/** The first-load areas of one other language, or of every other language. */
export async function loadFirstLoadCatalogues(language?: string): Promise<CataloguesByLanguage> {
  const wanted = Object.entries(otherFirstLoadFiles).filter(([file]) => language === undefined || file.startsWith(`/src/locales/${language}/`));
  const loaded = await Promise.all(wanted.map(async ([file, load]) => [file, await load()] as const));
  return byLanguage(Object.fromEntries(loaded));
}

/** The other areas of every language (one chunk, fetched once; precached by the service worker). */
export async function loadLaterCatalogues(): Promise<CataloguesByLanguage> {
  const loaded = await Promise.all(Object.entries(laterFiles).map(async ([file, load]) => [file, await load()] as const));
  return byLanguage(Object.fromEntries(loaded));
}
