/**
 * Where the session sits in localStorage (spec part 1 §9): the token under `userToken`, the user
 * as JSON under `user`, permissions under `userPermissions`. Only the names, and nothing else:
 * the pre-paint script in index.html's head (src/app/prepaint/prepaint-choice.ts) is built from
 * this module to leave the login screen out when a session is stored.
 */
export const TOKEN_KEY = 'userToken';
export const USER_KEY = 'user';
export const PERMISSIONS_KEY = 'userPermissions';

/** A token and a user are stored: what the app reads as signed in, before the user is parsed. */
export function hasStoredSessionKeys(storage: Pick<Storage, 'getItem'>): boolean {
  const token = storage.getItem(TOKEN_KEY);
  return token !== null && token !== '' && storage.getItem(USER_KEY) !== null;
}
