/**
 * Accounts made for someone else (a student or parent from the student form, a bulk item or an
 * import row, a converted visitor) get the hash of a random secret nobody knows: they cannot sign
 * in until an administrator sets a password.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from './password';

/** A password hash nobody knows the password of. Slow on purpose (argon2): make it before a transaction opens. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
