/**
 * The payload envelope as the client sees it (spec part 1 §7): write bodies go out as
 * `{ encryptedData }`; answers may come back wrapped in one or two nested `encryptedData`
 * layers, or flagged `encrypted: true` with `data` as ciphertext. An answer that does not
 * decrypt is logged and used as received (spec part 1 §8: no user message).
 */
import { isEncryptedEnvelope, type EncryptedEnvelope } from '@/lib/payload-envelope';

export const MAX_ENVELOPE_LAYERS = 2;

/** crypto-js, loaded with the first envelope to seal or open: the login screen never needs it. */
const loadCipher = () => import('@/lib/payload-crypto');

export async function encodeRequestBody(body: unknown, key: string): Promise<EncryptedEnvelope> {
  const { encryptPayload } = await loadCipher();
  return { encryptedData: encryptPayload(body, key) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isFlaggedEncrypted = (value: unknown) => isRecord(value) && value.encrypted === true && typeof value.data === 'string';

export async function decodeAnswer(answer: unknown, key: string): Promise<unknown> {
  if (!isEncryptedEnvelope(answer) && !isFlaggedEncrypted(answer)) return answer;
  const { decryptPayload } = await loadCipher();
  try {
    let value = answer;
    for (let layer = 0; layer < MAX_ENVELOPE_LAYERS && isEncryptedEnvelope(value); layer += 1) {
      value = decryptPayload(value.encryptedData, key);
    }
    if (isRecord(value) && value.encrypted === true && typeof value.data === 'string') {
      const { encrypted: _flag, ...rest } = value;
      value = { ...rest, data: decryptPayload(value.data, key) };
    }
    return value;
  } catch (error) {
    console.warn('Could not decrypt the answer; using it as received', error);
    return answer;
  }
}
