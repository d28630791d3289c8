import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, textDirection } from '@/lib/i18n/device-language';
import { i18n, initI18n } from '@/lib/i18n/i18n';

describe('device language', () => {
  it("gives each language the direction i18next gives it (the pre-paint script's and the app's agree)", () => {
    initI18n('en');
    for (const language of SUPPORTED_LANGUAGES) expect(textDirection(language), language).toBe(i18n.dir(language));
  });
});
