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
