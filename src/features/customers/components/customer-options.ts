/**
 * Option lists and labels for the customer forms. The create form sends the spec's front-desk
 * words ("walk-in", "Male"); the edit form the canonical upper-case values. Both show the same
 * translated label, looked up by the canonical value (customers.options.<field>.<VALUE>).
 */
import { FRONT_DESK_OPTIONS, toCanonical } from '@/contract/customers';

export type OptionField = 'gender' | 'type' | 'purpose' | 'department' | 'source' | 'priority' | 'referredTo' | 'status';
export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type OptionItem = { value: string; label: string };

/** The label of a stored value in any vocabulary or case; the value itself when unknown. */
export function optionLabel(t: Translate, field: OptionField, value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const canonical = toCanonical(value);
  return t(`customers.options.${field}.${canonical}`, { defaultValue: value });
}

export function frontDeskOptions(t: Translate, field: keyof typeof FRONT_DESK_OPTIONS): OptionItem[] {
  return FRONT_DESK_OPTIONS[field].map((word: string) => ({ value: word, label: optionLabel(t, field, word) }));
}

export function canonicalOptions(t: Translate, field: OptionField, values: readonly string[]): OptionItem[] {
  return values.map((value) => ({ value, label: optionLabel(t, field, value) }));
}

/** An optional choice: a first, empty option that reads "Not specified". */
export function withNotSelected(t: Translate, options: OptionItem[]): OptionItem[] {
  return [{ value: '', label: t('customers.options.notSelected') }, ...options];
}
