/** Exam days and times in the reader's calendar and digits: "2027-01-07 · 08:00" never reaches a Dari reader. */
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { useExamFormat } from '@/features/exams/components/use-exam-format';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useExamFormat', () => {
  it('writes an English reader a Gregorian day and the time as stored', () => {
    const { result } = renderHook(() => useExamFormat());
    expect(result.current.day('2027-01-07')).toBe('Jan 7, 2027');
    expect(result.current.time('08:00')).toBe('08:00');
  });

  it('writes a Dari reader a Solar Hijri day and Dari digits', async () => {
    await i18n.changeLanguage('fa');
    const { result } = renderHook(() => useExamFormat());
    expect(result.current.day('2027-01-07')).toBe('۱۷ جدی ۱۴۰۵');
    expect(result.current.time('08:00')).toBe('۰۸:۰۰');
    expect(result.current.count(12)).toBe('۱۲');
  });

  it('keeps a value that is no calendar day as given', () => {
    const { result } = renderHook(() => useExamFormat());
    expect(result.current.day('soon')).toBe('soon');
    expect(result.current.day('2027-13-45')).toBe('2027-13-45');
  });
});
