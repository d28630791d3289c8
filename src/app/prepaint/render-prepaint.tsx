/**
 * Build time only (scripts/prepaint-plugin.ts runs it in Node): the real login screen rendered to
 * static markup, once per language, inside the providers the app uses (i18n in that language,
 * its direction, Mantine with the app's theme), for index.html's #root. The page paints it from
 * HTML and CSS before the JavaScript arrives; React's first render replaces it (createRoot, no
 * hydration), so it must lay out as the live screen does (the login screen's layout is CSS only).
 * The variants are inert (nothing can be typed into a form React is about to replace, so nothing
 * typed is lost) and aria-disabled (not operable yet: tools that wait for an enabled field, like
 * Playwright, wait for React's).
 */
import { renderToString } from 'react-dom/server';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { textDirection } from '@/lib/i18n/device-language';
import { chooseLanguage, initI18n, SUPPORTED_LANGUAGES } from '@/lib/i18n/i18n';
import { DEFAULT_TOKEN_ROLE } from '@/lib/token/check-token';
import { PREPAINT_VARIANT_ATTRIBUTE, prepaintStyles } from '@/app/prepaint/prepaint-choice';
import { UiProviders } from '@/app/providers';

// Nobody is signed in on the login screen; the form is inert, so login is never called.
const SIGNED_OUT: AuthContextValue = {
  user: null,
  isAuthenticated: false,
  sessionOrigin: 'restored',
  role: DEFAULT_TOKEN_ROLE,
  permissions: {},
  permissionsLoaded: false,
  reloadPermissions: () => undefined,
  login: () => Promise.resolve({ success: false, message: '' }),
  logout: () => Promise.resolve(),
};

export type Prepaint = {
  /** The variants, for #root. */
  markup: string;
  /** The rules that show the chosen variant, for a <style> in the head. */
  styles: string;
};

export async function renderPrepaint(): Promise<Prepaint> {
  initI18n('en');
  const variants: string[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    await chooseLanguage(language);
    const html = renderToString(
      <UiProviders>
        <AuthContext.Provider value={SIGNED_OUT}>
          <LoginScreen />
        </AuthContext.Provider>
      </UiProviders>,
    );
    variants.push(`<div ${PREPAINT_VARIANT_ATTRIBUTE}="${language}" lang="${language}" dir="${textDirection(language)}" inert aria-disabled="true">${html}</div>`);
  }
  return { markup: variants.join(''), styles: prepaintStyles() };
}
