/**
 * The payload envelope as the client sees it (spec part 1 §7): write bodies go out as
 * `{ encryptedData }`; answers may come back wrapped in one or two nested `encryptedData`
 * layers, or flagged `encrypted: true` with `data` as ciphertext. An answer that does not
 * decrypt is logged and used as received (spec part 1 §8: no user message).
 */
import { isEncryptedEnvelope, isFlaggedEncrypted, openEnvelope, type EncryptedEnvelope } from '@/lib/payload-envelope';

/** crypto-js, loaded with the first envelope to seal or open: the login screen never needs it. */
const loadCipher = () => import('@/lib/payload-crypto');

export async function encodeRequestBody(body: unknown, key: string): Promise<EncryptedEnvelope> {
  const { encryptPayload } = await loadCipher();
  return { encryptedData: encryptPayload(body, key) };
}

export async function decodeAnswer(answer: unknown, key: string): Promise<unknown> {
  if (!isEncryptedEnvelope(answer) && !isFlaggedEncrypted(answer)) return answer;
  const { decryptPayload } = await loadCipher();
  try {
    return openEnvelope(answer, key, decryptPayload);
  } catch (error) {
    console.warn('Could not decrypt the answer; using it as received', error);
    return answer;
  }
}
