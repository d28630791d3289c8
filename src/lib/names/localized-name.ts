/**
 * Which of a person's two names comes first. People have a Latin name and often a Dari one
 * (`dariName`, written in Arabic script): in Dari or Pashto the Dari name is the main one and the
 * Latin name goes beside it; in English the Latin name leads. One rule for every list, card and
 * slip, so a name never swaps places between screens.
 */

export type NameForms = { latin?: string | null; dari?: string | null };

/** A name ready to show, with the language and direction of its script. */
export type ScriptedName = { text: string; lang: 'fa' | 'en'; dir: 'rtl' | 'ltr' };

export type LocalizedNames = { primary: ScriptedName; secondary: ScriptedName | null };

/** UI languages written in Arabic script, whose readers look for the Dari name first. */
const DARI_FIRST_LANGUAGES: readonly string[] = ['fa', 'ps'];

function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

const asLatin = (text: string): ScriptedName => ({ text, lang: 'en', dir: 'ltr' });
const asDari = (text: string): ScriptedName => ({ text, lang: 'fa', dir: 'rtl' });

/**
 * The main and the secondary name for the UI language ('fa-AF' counts as 'fa'); blank names are
 * missing. Null when the person has neither (the caller shows its own placeholder).
 */
export function localizedNames({ latin, dari }: NameForms, language: string): LocalizedNames | null {
  const latinName = present(latin);
  const dariName = present(dari);
  const dariFirst = DARI_FIRST_LANGUAGES.includes(language.split('-')[0]);
  if (dariName && (dariFirst || !latinName)) {
    return { primary: asDari(dariName), secondary: latinName ? asLatin(latinName) : null };
  }
  if (latinName) return { primary: asLatin(latinName), secondary: dariName ? asDari(dariName) : null };
  return null;
}
