/**
 * The payload envelope's shape and default key, without the cipher: what the client needs
 * before it has anything to encrypt or decrypt (the login screen never does), so crypto-js can
 * load later (src/lib/api/answer-envelope.ts). The cipher is src/lib/payload-crypto.ts.
 */
export const DEFAULT_PAYLOAD_KEY = 'school-mis-dev-payload-key';

export type EncryptedEnvelope = { encryptedData: string };

export function isEncryptedEnvelope(value: unknown): value is EncryptedEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).encryptedData === 'string'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const MAX_ENVELOPE_LAYERS = 2;

/** An answer flagged `encrypted: true` whose `data` is ciphertext (spec part 1 §7). */
export function isFlaggedEncrypted(value: unknown): boolean {
  return isRecord(value) && value.encrypted === true && typeof value.data === 'string';
}

/**
 * Opens an answer wrapped in one or two nested `encryptedData` layers, or flagged
 * `encrypted: true` with `data` as ciphertext, with the given cipher (throws if it does not
 * decrypt). Anything else is returned as it is.
 */
export function openEnvelope(answer: unknown, key: string, decrypt: (cipherText: string, key: string) => unknown): unknown {
  let value = answer;
  for (let layer = 0; layer < MAX_ENVELOPE_LAYERS && isEncryptedEnvelope(value); layer += 1) {
    value = decrypt(value.encryptedData, key);
  }
  if (isRecord(value) && value.encrypted === true && typeof value.data === 'string') {
    const { encrypted: _flag, ...rest } = value;
    value = { ...rest, data: decrypt(value.data, key) };
  }
  return value;
}
