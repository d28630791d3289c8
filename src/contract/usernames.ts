/**
 * The rule for generated usernames (spec part 2 §3.2 "username (generated)"), one source for the
 * client's suggestion in the student form and the server's accounts (student and parent accounts,
 * visitor-to-student conversion): the Latin letters and digits of the names, lower case and
 * dot-separated ("Ahmad Shāh", "Rahimi" → "ahmad.shah.rahimi"). The server then adds the lowest
 * free number when the name is taken (ahmad.rahimi2; server/lib/usernames.ts).
 */

/** Long enough for three or four names, short of the users.username column's limit. */
export const GENERATED_USERNAME_MAX_LENGTH = 40;
/** Shorter bases ("al") get the fallback in front ("student.al"), so a username says whose it is. */
const SHORTEST_BASE = 3;

/** What a generated username is made of when the names give too little: the account's kind. */
export type UsernameFallback = 'student' | 'parent';

/**
 * The Latin letters and digits of the names, lower case, dot-separated, at most 40 characters;
 * accents are dropped (ā → a). Names in Dari script alone give ''.
 */
export function usernameFromNames(names: ReadonlyArray<string | null | undefined>): string {
  const words = names
    .filter((name): name is string => Boolean(name))
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.join('.').slice(0, GENERATED_USERNAME_MAX_LENGTH).replace(/\.+$/, '');
}

/**
 * The username the server tries first: usernameFromNames, or the fallback when the names have no
 * Latin letters ("student"), or the fallback in front of a base shorter than three ("student.al").
 */
export function baseUsername(names: ReadonlyArray<string | null | undefined>, fallback: UsernameFallback): string {
  const base = usernameFromNames(names);
  if (base.length === 0) return fallback;
  return base.length < SHORTEST_BASE ? `${fallback}.${base}` : base;
}
