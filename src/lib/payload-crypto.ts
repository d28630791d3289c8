/**
 * The payload envelope's cipher (ARCHITECTURE "How data flows"): crypto-js AES in passphrase
 * mode, so every encryption is salted and the same body never encrypts to the same text.
 * Shared by the client (encrypts writes, decrypts answers) and the server (the reverse).
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

export const DEFAULT_PAYLOAD_KEY = 'school-mis-dev-payload-key';

export type EncryptedEnvelope = { encryptedData: string };

export function encryptPayload(value: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(value), key).toString();
}

export class PayloadDecryptError extends Error {
  constructor() {
    super('Invalid encrypted payload');
    this.name = 'PayloadDecryptError';
  }
}

/** Decrypts and parses one layer; throws PayloadDecryptError when the text is not ours. */
export function decryptPayload(cipherText: string, key: string): unknown {
  let plain: string;
  try {
    plain = AES.decrypt(cipherText, key).toString(Utf8);
  } catch {
    throw new PayloadDecryptError();
  }
  if (!plain) throw new PayloadDecryptError();
  try {
    return JSON.parse(plain);
  } catch {
    throw new PayloadDecryptError();
  }
}

export function isEncryptedEnvelope(value: unknown): value is EncryptedEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).encryptedData === 'string'
  );
}
