/**
 * Option lists and labels for the customer forms. The register form and the edit dialog offer the
 * same canonical lists (CUSTOMER_GENDERS, CUSTOMER_TYPES, … in src/contract/customers.ts) and send
 * the canonical upper-case values; each option's translated label is looked up by that value
 * (customers.options.<field>.<VALUE>), so a stored value in any case or vocabulary reads the same.
 */
import { toCanonical } from '@/contract/customers';

export type OptionField = 'gender' | 'type' | 'purpose' | 'department' | 'source' | 'priority' | 'referredTo' | 'status';
export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type OptionItem = { value: string; label: string };

/** The label of a stored value in any vocabulary or case; the value itself when unknown. */
export function optionLabel(t: Translate, field: OptionField, value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const canonical = toCanonical(value);
  return t(`customers.options.${field}.${canonical}`, { defaultValue: value });
}

export function canonicalOptions(t: Translate, field: OptionField, values: readonly string[]): OptionItem[] {
  return values.map((value) => ({ value, label: optionLabel(t, field, value) }));
}

/** An optional choice: a first, empty option that reads "Not specified". */
export function withNotSelected(t: Translate, options: OptionItem[]): OptionItem[] {
  return [{ value: '', label: t('customers.options.notSelected') }, ...options];
}
