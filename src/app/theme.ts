import { createTheme, mergeThemeOverrides, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

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
});

/**
 * Mantine's "dimmed" text (gray 6, #868e96) is 3.3:1 on white, under the 4.5:1 rule for normal
 * text (Lighthouse's color-contrast audit). Gray 7 (#495057) reads as secondary and is 8.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * The theme with the texts Mantine draws itself in the UI language: a dialog's close button is
 * otherwise an unnamed "×" to a screen reader. A plain object, not `Modal.extend(…)`: importing
 * Modal here would put it (with its scroll lock, focus trap and portal) into the login screen's
 * first load.
 */
export function themeInLanguage(closeLabel: string): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
  });
}
