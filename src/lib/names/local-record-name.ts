/**
 * Which of a record's names a screen shows: classes, subjects, exams and the school have an
 * English `name` and may have a Dari and a Pashto one (src/contract/local-names.ts). One rule for
 * every list, select, header, card and print page:
 *   Pashto screens: the Pashto name, else the Dari one, else the English one;
 *   Dari screens:   the Dari name, else the English one;
 *   English:        the English name.
 * Blank names count as missing. ('fa-AF' counts as 'fa'.)
 */
export type LocalNames = { name?: string | null; dariName?: string | null; pashtoName?: string | null };

const present = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/** The record's name for the UI language; '' when it has none at all. */
export function localRecordName(record: LocalNames | null | undefined, language: string): string {
  if (!record) return '';
  const base = language.split('-')[0];
  const english = present(record.name) ?? '';
  if (base === 'ps') return present(record.pashtoName) ?? present(record.dariName) ?? english;
  if (base === 'fa') return present(record.dariName) ?? english;
  return english;
}

/**
 * The same rule for a name an answer embeds flat (`className`, `classDariName`, `classPashtoName`):
 * `localFlatName(lesson, 'class', language)`.
 */
export function localFlatName<P extends string>(
  record: { [K in `${P}Name` | `${P}DariName` | `${P}PashtoName`]?: string | null },
  prefix: P,
  language: string,
): string {
  const forms = record as Record<string, string | null | undefined>;
  return localRecordName({ name: forms[`${prefix}Name`], dariName: forms[`${prefix}DariName`], pashtoName: forms[`${prefix}PashtoName`] }, language);
}

/** A choice's label in a select: the local name, and a subject's code after it ("ریاضی (MATH)"). */
export function localChoiceLabel(choice: LocalNames & { code?: string | null }, language: string): string {
  const name = localRecordName(choice, language);
  return choice.code ? `${name} (${choice.code})` : name;
}
