import {
  createTheme,
  darken,
  luminance,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { i18n } from '@/lib/i18n/i18n';
import { intlLocale } from '@/lib/dates/intl-locale';
import { toLocaleDigits } from '@/lib/i18n/digits';

/**
 * Mantine theme. Shade 8 of Mantine's blue (#1971c2) gives white text on filled buttons a
 * 5.0:1 contrast (shade 6, the default, is 3.6:1, under the 4.5:1 rule); hover uses shade 9.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // The shipped Arabic-script face comes first: its unicode-range holds it to Arabic letters,
  // which system-ui would otherwise draw with whatever the device has (arabic-script-font.css).
  fontFamily:
    '"Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Tahoma, Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Transitions off on a device set to reduce motion (with reduced-motion.css for the animations).
  respectReducedMotion: true,
});

/**
 * Mantine's "dimmed" text (gray 6, #868e96) is 3.3:1 on white, under the 4.5:1 rule for normal
 * text (Lighthouse's color-contrast audit). Gray 7 (#495057) reads as secondary and is 8.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...readableColorVariables(theme) },
  dark: {},
});

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** 4.5:1 (WCAG 1.4.3, normal text) with a margin for the rounding of the shades. */
const READABLE_CONTRAST = 4.6;
const WHITE = '#ffffff';

/** The colour, darkened in small steps until it reaches 4.5:1 against every background given. */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= READABLE_CONTRAST)) return candidate;
  }
  return '#000000';
}

/**
 * Mantine's colour variables held to 4.5:1 for every theme colour (axe's color-contrast rule,
 * issue 23). Mantine draws a "light" badge or button in shade 9 on shade 1 (green: 3.8:1), a
 * `c="green"` text and an "outline" in the primary shade on white (3.4:1), and white text on a
 * filled shade 8 (green: 3.4:1). Each is darkened just enough: blue, red and the grays keep their
 * shades; green, teal, orange, yellow and the like become deeper.
 */
export function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  // Mantine asks again on every render of its provider, with an equal theme (a language switch
  // makes a new one): computed once per palette, not in every first render's long task.
  const key = JSON.stringify([shade, theme.colors]);
  let variables = readableVariablesByPalette.get(key);
  if (!variables) {
    variables = computeReadableColorVariables(theme, shade);
    readableVariablesByPalette.set(key, variables);
  }
  return { ...variables };
}

const readableVariablesByPalette = new Map<string, Record<string, string>>();

function computeReadableColorVariables(theme: MantineTheme, shade: number): Record<string, string> {
  const pageBackgrounds = [WHITE, theme.colors.gray[0]];
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = readableOn(shades[shade], [WHITE]);
    const text = readableOn(shades[shade], pageBackgrounds);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2]]);
  }
  return variables;
}

/** A page number in the language's digits, as the page's other numbers are. */
function pageNumber(page: number): string {
  return toLocaleDigits(String(page), intlLocale(i18n.language, 'gregorian'));
}

/**
 * The theme with the texts Mantine draws itself in the UI language: a dialog's close button is
 * otherwise an unnamed "×" to a screen reader, a pagination's arrows unnamed buttons. A plain object, not `Modal.extend(…)`: importing
 * Modal here would put it (with its scroll lock, focus trap and portal) into the login screen's
 * first load.
 */
export function themeInLanguage(closeLabel: string): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // A loader is a plain span: its name ("Loading…") needs a role to be read (axe aria-prohibited-attr).
      Loader: { defaultProps: { role: 'status' } },
      // The placeholder Mantine focuses first is a [tabindex] child of role="menu" that is no menu
      // item (axe aria-required-children): the first item takes the focus instead.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // Named arrows, and page buttons whose name holds the number they show (in the language's
      // digits: "صفحه ۲" on a button reading "۲", axe label-content-name-mismatch).
      Pagination: {
        defaultProps: {
          getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': i18n.t(`pagination.${control}`) }),
          getItemProps: (page: number) => ({ 'aria-label': i18n.t('pagination.page', { page }), children: pageNumber(page) }),
        },
      },
    },
  });
}
