import { describe, expect, it } from 'vitest';
import { extractServerMessages } from '../../../scripts/extract-server-messages';
import { ApiError } from '@/lib/api/api-error';
import english from '@/lib/i18n/server-messages/en.json';
import dari from '@/lib/i18n/server-messages/fa.json';
import pashto from '@/lib/i18n/server-messages/ps.json';
import { loadServerMessages, serverMessageText, setServerMessageLanguage } from '@/lib/i18n/server-message-text';

const placeholders = (text: string) => (text.match(/\{\{\d+\}\}|\{[A-Za-z]+\}/g) ?? []).sort().join(',');

describe('server messages in Dari and Pashto', () => {
  it('lists every text the server can send (npm run messages:extract after changing one)', () => {
    expect(extractServerMessages()).toEqual(english);
  });

  it.each([
    ['fa', dari],
    ['ps', pashto],
  ] as const)('translates every one into %s, keeping its placeholders', (_, translations: Record<string, string>) => {
    expect(english.filter((text) => !(text in translations))).toEqual([]);
    expect(Object.keys(translations).filter((text) => !english.includes(text))).toEqual([]);
    const broken = Object.entries(translations).filter(([text, translation]) => translation.trim() === '' || placeholders(text) !== placeholders(translation));
    expect(broken).toEqual([]);
  });

  it('translates exact texts and texts made from a template, and leaves unknown ones alone', async () => {
    await loadServerMessages('fa');
    expect(serverMessageText('Student not found', 'fa')).toBe(dari['Student not found']);
    const template = 'A register holds at most {{0}} students';
    expect(serverMessageText('A register holds at most 60 students', 'fa')).toBe(dari[template].replace('{{0}}', '60'));
    expect(serverMessageText('Server error: 502', 'fa')).toBe(dari['Server error: {status}'].replace('{status}', '502'));
    expect(serverMessageText('Something nobody wrote', 'fa')).toBe('Something nobody wrote');
    expect(serverMessageText('Student not found', 'en')).toBe('Student not found');
  });

  it('gives API errors the UI language while keeping the English for comparisons', async () => {
    await loadServerMessages('fa');
    setServerMessageLanguage('fa');
    try {
      const error = new ApiError('HTTP', 'Student not found', { status: 404, errors: { name: 'Student not found' } });
      expect(error.message).toBe(dari['Student not found']);
      expect(error.serverMessage).toBe('Student not found');
      expect(error.errors?.name).toBe(dari['Student not found']);
    } finally {
      setServerMessageLanguage('en');
    }
  });
});
