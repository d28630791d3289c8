/**
 * A text field's limit, shown as the user nears it: the field keeps its `maxLength` (the server
 * refuses longer text anyway), and this says so before the browser starts cutting what is typed or
 * pasted. Pass the result as the input's `description`:
 * `description={lengthHint(value, 200, t)}` → "187 / 200 characters" from 80 % of the limit on,
 * nothing below it.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The share of the limit from which the count is shown. */
export const LENGTH_HINT_FROM = 0.8;

export function lengthHint(value: string | null | undefined, max: number, t: Translate): string | undefined {
  const length = value?.length ?? 0;
  if (length < max * LENGTH_HINT_FROM) return undefined;
  return t('common.lengthHint', { count: length, max });
}
