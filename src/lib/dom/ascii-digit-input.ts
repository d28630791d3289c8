/**
 * Number-like fields accept Dari/Pashto (۰–۹) and Arabic (٠–٩) digits: what a Dari or Pashto
 * keyboard types, or a paste, arrives as ASCII digits, which the server's patterns and every
 * stored value use. One listener for the whole page, so no form can forget it. Free text
 * (names, addresses) keeps the digits its writer chose.
 */
import { hasLocalDigits, toAsciiDigits } from '@/lib/i18n/digits';

const NUMBER_LIKE = 'input[type="tel"], input[type="number"], input[inputmode="numeric"], input[inputmode="decimal"], input[inputmode="tel"], input[data-ascii-digits]';

function handleBeforeInput(event: InputEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || !target.matches(NUMBER_LIKE)) return;
  const typed = event.data;
  if (!typed || !hasLocalDigits(typed)) return;
  event.preventDefault();
  // insertText keeps the caret, the undo history and React's change tracking (a real input event).
  document.execCommand('insertText', false, toAsciiDigits(typed));
}

/** Installs the listener once; returns its removal (tests). */
export function acceptLocalDigitsInNumberFields(root: Document = document): () => void {
  const listener = (event: Event) => handleBeforeInput(event as InputEvent);
  root.addEventListener('beforeinput', listener, true);
  return () => root.removeEventListener('beforeinput', listener, true);
}
