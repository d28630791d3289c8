/**
 * The payload envelope's cipher (ARCHITECTURE "How data flows"): crypto-js AES in passphrase
 * mode, so every encryption is salted and the same body never encrypts to the same text.
 * Shared by the client (encrypts writes, decrypts answers) and the server (the reverse).
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

// The envelope's shape and default key live apart, so the client loads this cipher only when needed.
export { DEFAULT_PAYLOAD_KEY, isEncryptedEnvelope, type EncryptedEnvelope } from '@/lib/payload-envelope';

export function encryptPayload(value: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(value), key).toString();
}

export class PayloadDecryptError extends Error {
  constructor() {
    super('Invalid encrypted payload');
    this.name = 'PayloadDecryptError';
  }
}

/**
 * Decrypts one layer to its JSON text; throws PayloadDecryptError when the text is not ours. The
 * server parses that text as it parses a plain body (server/plugins/payload-envelope.ts).
 */
export function decryptPayloadText(cipherText: string, key: string): string {
  let plain: string;
  try {
    plain = AES.decrypt(cipherText, key).toString(Utf8);
  } catch {
    throw new PayloadDecryptError();
  }
  if (!plain) throw new PayloadDecryptError();
  return plain;
}

/** A decrypted layer's value; throws PayloadDecryptError when it is not JSON (not ours). */
export function parsePayloadText(plain: string): unknown {
  try {
    return JSON.parse(plain);
  } catch {
    throw new PayloadDecryptError();
  }
}

/** Decrypts and parses one layer; throws PayloadDecryptError when the text is not ours. */
export function decryptPayload(cipherText: string, key: string): unknown {
  return parsePayloadText(decryptPayloadText(cipherText, key));
}
