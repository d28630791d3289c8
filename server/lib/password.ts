/** Password hashing with argon2id (OWASP's recommended parameters: 19 MiB, 2 passes). */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum the package does not export at run time: 2 is Argon2id.
export const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
