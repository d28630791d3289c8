import { afterEach, describe, expect, it } from 'vitest';
import { applyPrepaintChoice, NO_PREPAINT, PREPAINT_ATTRIBUTE, prepaintChoice } from '@/app/prepaint/prepaint-choice';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(PREPAINT_ATTRIBUTE);
});

describe('the pre-painted login screen index.html shows', () => {
  it("is the device's language, English when none or an unknown one is stored", () => {
    expect(prepaintChoice('/')).toBe('en');
    localStorage.setItem('uiLanguage', 'ps');
    expect(prepaintChoice('/customers')).toBe('ps');
    localStorage.setItem('uiLanguage', 'de');
    expect(prepaintChoice('/')).toBe('en');
  });

  it('is none when a session is stored, or on a print window', () => {
    localStorage.setItem('uiLanguage', 'fa');
    expect(prepaintChoice('/print/token/42')).toBe(NO_PREPAINT);
    localStorage.setItem('userToken', 'a.b.c');
    expect(prepaintChoice('/'), 'a token alone is no session').toBe('fa');
    localStorage.setItem('user', '{"id":1}');
    expect(prepaintChoice('/')).toBe(NO_PREPAINT);
  });

  it('sets the language, its direction and the choice on <html> before the app runs', () => {
    localStorage.setItem('uiLanguage', 'fa');
    const root = document.createElement('html');
    expect(applyPrepaintChoice(root, '/')).toBe('fa');
    expect(root).toHaveAttribute('lang', 'fa');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute(PREPAINT_ATTRIBUTE, 'fa');
  });
});
