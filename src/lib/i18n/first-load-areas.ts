/**
 * The catalogue areas the app needs before anyone signs in (login, update banner, the shell's
 * loading text): catalogues.ts loads them first, and the build (vite.config.ts) puts the other
 * languages' copies of them in one chunk per language. Plain data, so the build can read it.
 */
export const FIRST_LOAD_AREAS = ['auth', 'common', 'errors', 'preferences', 'pwa', 'shell'] as const;
