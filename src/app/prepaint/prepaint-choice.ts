/**
 * Which pre-painted login screen index.html shows (src/app/prepaint/render-prepaint.tsx put one
 * per language into #root at build time): the device's language (the app's own rule,
 * device-language.ts), or none when a session is stored (a signed-in user must not see a login
 * flash) or on a print window (/print/…). Stylesheet rules keyed on an attribute of <html> show
 * the chosen one; without JavaScript the English one shows.
 *
 * Run before the body is parsed by a small classic script in index.html's head
 * (prepaint-script.ts): the CSP (`script-src 'self'`) refuses inline scripts.
 */
import { isPrintPath } from '@/app/print/print-path';
import { deviceLanguage, SUPPORTED_LANGUAGES, textDirection, type SupportedLanguage } from '@/lib/i18n/device-language';
import { hasStoredSessionKeys } from '@/lib/session/session-keys';

/** On <html>: the language whose pre-paint shows, or NO_PREPAINT. */
export const PREPAINT_ATTRIBUTE = 'data-prepaint';
/** On each pre-painted variant in #root: its language. */
export const PREPAINT_VARIANT_ATTRIBUTE = 'data-prepaint-variant';
export const NO_PREPAINT = 'none';

export type PrepaintChoice = SupportedLanguage | typeof NO_PREPAINT;

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked: nothing stored, so the login screen
  }
}

export function prepaintChoice(pathname: string, storage: Pick<Storage, 'getItem'> | null = localStorageOrNull()): PrepaintChoice {
  if (isPrintPath(pathname)) return NO_PREPAINT;
  if (storage && hasStoredSessionKeys(storage)) return NO_PREPAINT;
  return deviceLanguage();
}

/** Sets <html>'s language and direction as the app will (i18n.ts), and which pre-paint shows. */
export function applyPrepaintChoice(root: HTMLElement, pathname: string): PrepaintChoice {
  const language = deviceLanguage();
  root.lang = language;
  root.dir = textDirection(language);
  const choice = prepaintChoice(pathname);
  root.setAttribute(PREPAINT_ATTRIBUTE, choice);
  return choice;
}

/**
 * The rules that show one variant: all hidden, then the chosen one shown (the English one when
 * no script ran). Inline in index.html's head (the CSP allows inline styles, as Mantine needs).
 */
export function prepaintStyles(): string {
  const shown = SUPPORTED_LANGUAGES.map((language) => `html[${PREPAINT_ATTRIBUTE}="${language}"] [${PREPAINT_VARIANT_ATTRIBUTE}="${language}"]`);
  shown.push(`html:not([${PREPAINT_ATTRIBUTE}]) [${PREPAINT_VARIANT_ATTRIBUTE}="en"]`);
  return `[${PREPAINT_VARIANT_ATTRIBUTE}]{display:none}${shown.join(',')}{display:block}`;
}
