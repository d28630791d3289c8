import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localChoiceLabel, localRecordName, type LocalNames } from '@/lib/names/local-record-name';

/** `localRecordName` for the current UI language: `const localName = useLocalName(); localName(exam.subject)`. */
export function useLocalName(): (record: LocalNames | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((record: LocalNames | null | undefined) => localRecordName(record, language), [language]);
}

/** `localChoiceLabel` for the current UI language (a select's option label). */
export function useLocalChoiceLabel(): (choice: LocalNames & { code?: string | null }) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((choice: LocalNames & { code?: string | null }) => localChoiceLabel(choice, language), [language]);
}
