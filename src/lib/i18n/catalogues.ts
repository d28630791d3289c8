/**
 * The translation catalogues, one JSON file per language and area: src/locales/<lang>/<area>.json.
 * Each file becomes the top-level key named after it (`customers.json` → `t('customers.…')`),
 * so every area keeps its own texts and parallel work never edits one shared file.
 */
export type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>('/src/locales/*/*.json', { eager: true, import: 'default' });

function buildCatalogues(): Record<string, Catalogue> {
  const byLanguage: Record<string, Catalogue> = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, area] = match;
    byLanguage[language] ??= {};
    byLanguage[language][area] = content;
  }
  return byLanguage;
}

export const catalogues = buildCatalogues();
