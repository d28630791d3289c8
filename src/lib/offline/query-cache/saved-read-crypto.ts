/**
 * The encryption of saved reads: WebCrypto AES-GCM with a 256-bit key per user. The key is made
 * non-extractable, so script on the page can encrypt and decrypt with it but never read its bytes,
 * and it is stored as a CryptoKey (IndexedDB clones it as it is). This is not the build's payload
 * key (src/lib/payload-crypto.ts), which ships in the bundle and protects nothing at rest.
 */

const ALGORITHM = 'AES-GCM';
const IV_BYTES = 12;

export function createSavedReadKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: ALGORITHM, length: 256 }, false, ['encrypt', 'decrypt']);
}

export type SealedAnswer = { iv: Uint8Array<ArrayBuffer>; ciphertext: ArrayBuffer };

/**
 * Encrypts `value` as JSON with a fresh IV. `context` (user and query) is authenticated with it,
 * so a row copied under another user or query fails to open instead of showing there.
 */
export async function sealAnswer(key: CryptoKey, value: unknown, context: string): Promise<SealedAnswer> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  const ciphertext = await crypto.subtle.encrypt({ name: ALGORITHM, iv, additionalData: new TextEncoder().encode(context) }, key, plaintext);
  return { iv, ciphertext };
}

/** The value `sealAnswer` encrypted; throws when the key, the context or the bytes do not match. */
export async function openAnswer(key: CryptoKey, sealed: SealedAnswer, context: string): Promise<unknown> {
  const plaintext = await crypto.subtle.decrypt(
    { name: ALGORITHM, iv: sealed.iv, additionalData: new TextEncoder().encode(context) },
    key,
    sealed.ciphertext,
  );
  return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
}

/** Hex SHA-256 of a text (the stored row id of a query, so its key is not readable at rest). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
