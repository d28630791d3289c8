/**
 * The username the server will make from the names when the form leaves the field empty (spec
 * part 2 §3.2 "username (generated)"; server/routes/students/student-usernames.ts): the Latin
 * letters and digits of the names in lower case, dot-separated, at most 40 characters. The server
 * adds the lowest free number when it is taken (ahmad.rahimi2), which is why the form shows this
 * as a suggestion and sends a username only when the user typed one. Names in Dari script alone
 * give '' (the server then uses "student" or "parent").
 */
export function generateUsername(...names: string[]): string {
  const words = names
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.join('.').slice(0, 40).replace(/\.+$/, '');
}
