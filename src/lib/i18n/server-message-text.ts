/**
 * The server answers in English (the spec's texts). A Dari or Pashto reader gets its messages in
 * their language: src/lib/i18n/server-messages/en.json lists every text the server can send
 * (scripts/extract-server-messages.ts), and fa.json / ps.json translate each one. Texts made from
 * a template ("A register holds at most {{0}} students") are matched as patterns, and the parts
 * put into them are translated in turn when they are messages themselves.
 *
 * The translations load with the rest of the texts (i18n.ts); until then, and for anything the
 * list lacks, the English text shows as it came. No i18next here: the API client (and the
 * service worker that shares it) stays free of the UI's set-up.
 */
type Translations = Record<string, string>;
type CompiledTemplate = { pattern: RegExp; names: string[]; translation: string };
type CompiledLanguage = { exact: Map<string, string>; templates: CompiledTemplate[] };

const loaders = import.meta.glob<Translations>('./server-messages/{fa,ps}.json', { import: 'default' });
const compiled = new Map<string, CompiledLanguage>();
let activeLanguage = 'en';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value put into a text: `{{0}}` (a template literal's part, numbered by the extractor) or `{status}` (replaced by code). */
const PLACEHOLDER = /\{\{\d+\}\}|\{[A-Za-z]+\}/g;

function compile(translations: Translations): CompiledLanguage {
  const exact = new Map<string, string>();
  const templates: CompiledTemplate[] = [];
  for (const [english, translation] of Object.entries(translations)) {
    const names = english.match(PLACEHOLDER);
    if (english.replace(PLACEHOLDER, '').trim() === '') continue; // nothing fixed to match on
    if (!names) {
      exact.set(english, translation);
      continue;
    }
    const source = english.split(PLACEHOLDER).map(escapeRegExp).join('(.+?)');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, translation });
  }
  // The longest fixed text first, so "At most {{0}} rows in a PDF" wins over "At most {{0}}".
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, templates };
}

/** Loads a language's translations (once); English needs none. */
export async function loadServerMessages(language: string): Promise<void> {
  const load = loaders[`./server-messages/${language}.json`];
  if (!load || compiled.has(language)) return;
  compiled.set(language, compile(await load()));
}

/** i18n.ts calls this when the UI language changes. */
export function setServerMessageLanguage(language: string): void {
  activeLanguage = language;
}

/** A server (or API client) text in the UI language, or as it came when there is no translation. */
export function serverMessageText(text: string, language = activeLanguage): string {
  const translations = compiled.get(language);
  if (!translations || text === '') return text;
  const exact = translations.exact.get(text);
  if (exact !== undefined) return exact;
  for (const { pattern, names, translation } of translations.templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    return translation.replace(PLACEHOLDER, (name) => {
      const at = names.indexOf(name);
      return at === -1 ? name : serverMessageText(match[at + 1] ?? '', language);
    });
  }
  return text;
}
