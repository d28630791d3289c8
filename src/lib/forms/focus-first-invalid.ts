import type { RefObject } from 'react';

/**
 * Takes the user to the first field marked invalid in the form (a long or scrolling form hides
 * it otherwise). Waits a frame: the errors just set are on the fields after the next render.
 */
export function focusFirstInvalid(form: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
