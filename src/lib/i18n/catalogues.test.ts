import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_AREAS, firstLoadCatalogues, loadFirstLoadCatalogues, loadLaterCatalogues, type Catalogue } from '@/lib/i18n/catalogues';
import { i18n, SUPPORTED_LANGUAGES } from '@/lib/i18n/i18n';

const later = await loadLaterCatalogues();
const otherFirstLoad = await loadFirstLoadCatalogues();
const catalogueOf = (language: string): Catalogue => ({ ...firstLoadCatalogues[language], ...otherFirstLoad[language], ...later[language] });
const en = catalogueOf('en');

function flattenEntries(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flattenEntries(value, `${prefix}${key}.`),
  );
}

function flatten(catalogue: Catalogue): string[] {
  return flattenEntries(catalogue).map(([key]) => key);
}

/** The interpolation names of a text ("{{count}} of {{total}}" → "count,total"). */
function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort().join(',');
}

const srcDir = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('locale catalogues', () => {
  const englishKeys = new Set(flatten(en));

  it('has an English text for every literal key the app, its features and its shared parts use', () => {
    const files = ['app', 'features', 'lib'].flatMap((folder) => sourceFiles(path.join(srcDir, folder)));
    const used = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].map((match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(20);
    // A key used with `count` may exist only in its plural forms (key_one, key_other).
    const hasText = (key: string) => englishKeys.has(key) || (englishKeys.has(`${key}_one`) && englishKeys.has(`${key}_other`));
    expect(used.filter((key) => !hasText(key))).toEqual([]);
  });

  it("the login screen and what main.tsx mounts before login use only the first load's areas", () => {
    const firstLoadFiles = [
      ...sourceFiles(path.join(srcDir, 'features', 'auth')),
      path.join(srcDir, 'app', 'app.tsx'),
      path.join(srcDir, 'app', 'error-boundary.tsx'),
      path.join(srcDir, 'app', 'shell', 'access-restricted-screen.tsx'),
      path.join(srcDir, 'app', 'shell', 'update-available-banner.tsx'),
    ];
    const areas = firstLoadFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_]+)\./g)].map((match) => match[1]),
    );
    expect(areas.length).toBeGreaterThan(10);
    expect(areas.filter((area) => !(FIRST_LOAD_AREAS as readonly string[]).includes(area))).toEqual([]);
    expect(Object.keys(firstLoadCatalogues.en).sort()).toEqual([...FIRST_LOAD_AREAS].sort());
  });

  // No untranslated string ships: Dari and Pashto have every English key, nothing more, each
  // with the same placeholders and some text.
  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('has every key in the %s catalogue, with its placeholders', (language) => {
    const translated = new Map(flattenEntries(catalogueOf(language)));
    expect([...englishKeys].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !englishKeys.has(key))).toEqual([]);
    const english = new Map(flattenEntries(en));
    const mismatched = [...translated].filter(([key, text]) => text.trim() === '' || placeholders(text) !== placeholders(english.get(key) ?? ''));
    expect(mismatched).toEqual([]);
  });

  it('keeps the spec texts verbatim', () => {
    expect(i18n.t('auth.welcomeBack')).toBe('Welcome Back');
    expect(i18n.t('auth.submitting')).toBe('Logging in...');
    expect(i18n.t('auth.missingFields')).toBe('Please enter both username and password');
    expect(i18n.t('screens.notFound')).toBe('Component Not Found');
    expect(i18n.t('shell.accessRestricted.message', { roles: 'TEACHER or PARENT' })).toBe(
      'This layout is available only for users with TEACHER or PARENT role.',
    );
  });

  it('turns the document right-to-left for Dari and Pashto, and back', async () => {
    await i18n.changeLanguage('fa');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'fa');
    expect(i18n.t('auth.usernameLabel')).toBe('نام کاربری');
    // Numbers put into a text read in Dari digits; strings stay as written.
    expect(i18n.t('classes.list.studentsOfCapacity', { count: 12, capacity: 30 })).toMatch(/۱۲.*۳۰/);
    await i18n.changeLanguage('ps');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await i18n.changeLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
