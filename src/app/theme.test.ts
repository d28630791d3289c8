import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColorVariables, theme } from '@/app/theme';

const WHITE = '#ffffff';

describe('the theme colours', () => {
  const full = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
  const variables = readableColorVariables(full);

  it('keeps 4.5:1 for every colour: light badges and buttons, coloured text, outlines and white on filled', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      const light = variables[`--mantine-color-${name}-light-color`];
      expect(contrastRatio(light, shades[1]), `${name} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light, shades[2]), `${name} light hover`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(variables[`--mantine-color-${name}-text`], WHITE), `${name} text`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(variables[`--mantine-color-${name}-text`], full.colors.gray[0]), `${name} text on gray`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(variables[`--mantine-color-${name}-outline`], WHITE), `${name} outline`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(WHITE, variables[`--mantine-color-${name}-filled`]), `${name} filled`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves a colour that already passes as it is (white on the primary blue)', () => {
    expect(variables['--mantine-color-blue-filled']).toBe(full.colors.blue[8]);
  });

  it('darkens the ones that do not (green text on white was 3.4:1)', () => {
    expect(contrastRatio(full.colors.green[8], WHITE)).toBeLessThan(4.5);
    expect(variables['--mantine-color-green-text']).not.toBe(full.colors.green[8]);
  });
});
