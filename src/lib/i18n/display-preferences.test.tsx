import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarFor, chooseCalendar, resetCalendarChoiceForTests } from '@/lib/i18n/display-preferences';
import { chooseLanguage, i18n, restoreUserDisplayPreferences } from '@/lib/i18n/i18n';
import { LanguageSwitch } from '@/lib/ui/language-switch';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  resetCalendarChoiceForTests();
  localStorage.clear();
});

describe('language and calendar choice', () => {
  it('switches the login screen to Dari, right to left, and remembers it on the device', async () => {
    render(
      <MantineProvider>
        <LanguageSwitch />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'دری' }));
    expect(i18n.language).toBe('fa');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'دری' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('uiLanguage')).toBe('fa');
  });

  it('follows the language for the calendar until one is chosen', () => {
    expect(calendarFor('fa')).toBe('solarHijri');
    expect(calendarFor('en')).toBe('gregorian');
    chooseCalendar('gregorian');
    expect(calendarFor('fa')).toBe('gregorian');
  });

  it("gives each user of a shared device their own language and calendar at sign-in", async () => {
    await act(() => chooseLanguage('ps', '7'));
    chooseCalendar('gregorian', '7');
    await act(() => chooseLanguage('en', '8'));
    chooseCalendar('solarHijri', '8');

    await act(() => restoreUserDisplayPreferences('7'));
    expect(i18n.language).toBe('ps');
    expect(calendarFor('ps')).toBe('gregorian');
    expect(localStorage.getItem('uiLanguage')).toBe('ps'); // the login screen after sign-out

    await act(() => restoreUserDisplayPreferences('8'));
    expect(i18n.language).toBe('en');
    expect(calendarFor('en')).toBe('solarHijri');
  });
});
