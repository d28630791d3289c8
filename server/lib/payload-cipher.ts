/**
 * The payload envelope's cipher on the server, with Node's own crypto: the format the client
 * makes with crypto-js (src/lib/payload-crypto.ts), which is OpenSSL's passphrase format —
 * base64 of "Salted__", an 8-byte salt and the AES-256-CBC ciphertext, key and IV derived from
 * the passphrase and salt with EVP_BytesToKey (MD5, one round). crypto-js does this in
 * JavaScript, ~0.25 ms a body: a replay opens a thousand bodies, so the server opens (and
 * seals) them natively. payload-cipher.test.ts holds the two to the same texts both ways.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { parsePayloadText, PayloadDecryptError } from '@/lib/payload-crypto';

const SALTED = Buffer.from('Salted__', 'latin1');
const SALT_BYTES = 8;
const KEY_BYTES = 32;
const IV_BYTES = 16;
const CIPHER = 'aes-256-cbc';

/** EVP_BytesToKey with MD5 and one round, as crypto-js's OpenSSL key derivation. */
function keyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const password = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let block = Buffer.alloc(0);
  for (let length = 0; length < KEY_BYTES + IV_BYTES; length += block.length) {
    block = createHash('md5').update(block).update(password).update(salt).digest();
    blocks.push(block);
  }
  const derived = Buffer.concat(blocks);
  return { key: derived.subarray(0, KEY_BYTES), iv: derived.subarray(KEY_BYTES, KEY_BYTES + IV_BYTES) };
}

/** Refuses what is not UTF-8, as crypto-js does ("Malformed UTF-8 data"). */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Opens one layer to its text; throws PayloadDecryptError when the text is not ours. */
export function openPayloadText(cipherText: string, passphrase: string): string {
  const bytes = Buffer.from(cipherText, 'base64');
  if (bytes.length <= SALTED.length + SALT_BYTES || !bytes.subarray(0, SALTED.length).equals(SALTED)) throw new PayloadDecryptError();
  const salt = bytes.subarray(SALTED.length, SALTED.length + SALT_BYTES);
  const { key, iv } = keyAndIv(passphrase, salt);
  let plain: string;
  try {
    const decipher = createDecipheriv(CIPHER, key, iv);
    plain = utf8.decode(Buffer.concat([decipher.update(bytes.subarray(SALTED.length + SALT_BYTES)), decipher.final()]));
  } catch {
    throw new PayloadDecryptError();
  }
  if (!plain) throw new PayloadDecryptError();
  return plain;
}

/** Opens and parses one layer; throws PayloadDecryptError when the text is not ours. */
export function openPayload(cipherText: string, passphrase: string): unknown {
  return parsePayloadText(openPayloadText(cipherText, passphrase));
}

/** Seals a value as the client's encryptPayload() does: a new salt each time. */
export function sealPayload(value: unknown, passphrase: string): string {
  const salt = randomBytes(SALT_BYTES);
  const { key, iv } = keyAndIv(passphrase, salt);
  const cipher = createCipheriv(CIPHER, key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([SALTED, salt, sealed]).toString('base64');
}
