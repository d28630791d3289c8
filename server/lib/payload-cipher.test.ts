/**
 * The server's cipher and the client's (crypto-js) make and open the same texts, both ways, and
 * the server refuses what the client's would not open.
 */
import AES from 'crypto-js/aes';
import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, PayloadDecryptError } from '@/lib/payload-crypto';
import { openPayload, openPayloadText, sealPayload } from './payload-cipher';

const KEY = 'school-mis-test-key';
const BODIES: unknown[] = [
  { name: 'Ahmad Shah Safi', phone: '+93701234567', amountCents: 350000 },
  { name: 'احمد شاه صافی', remarks: 'د ښوونځي لیک 📄', nested: { list: [1, 2, 3], empty: {} } },
  'a plain string',
  { long: 'x'.repeat(10_000) },
  // Lengths either side of a block (16 bytes), where padding is a whole block.
  ...Array.from({ length: 20 }, (_, length) => ({ t: 'y'.repeat(length) })),
];

describe('the payload cipher on the server', () => {
  it("opens what the client's cipher sealed", () => {
    for (const body of BODIES) expect(openPayload(encryptPayload(body, KEY), KEY)).toEqual(body);
  });

  it("seals what the client's cipher opens, with a new salt each time", () => {
    for (const body of BODIES) expect(decryptPayload(sealPayload(body, KEY), KEY)).toEqual(body);
    expect(sealPayload(BODIES[0], KEY)).not.toBe(sealPayload(BODIES[0], KEY));
  });

  it('passphrases in any script derive the same key on both sides', () => {
    const key = 'کلید مکتب ۱۴۰۵';
    expect(openPayload(encryptPayload(BODIES[1], key), key)).toEqual(BODIES[1]);
    expect(decryptPayload(sealPayload(BODIES[1], key), key)).toEqual(BODIES[1]);
  });

  it('refuses another key, a text that is not ours, and a cut or altered one', () => {
    const sealed = encryptPayload(BODIES[0], KEY);
    const bytes = Buffer.from(sealed, 'base64');
    const altered = Buffer.from(bytes);
    altered[altered.length - 1] ^= 0xff;
    const refused = [
      () => openPayloadText(sealed, 'another key'),
      () => openPayloadText('', KEY),
      () => openPayloadText('not a cipher text at all', KEY),
      () => openPayloadText(Buffer.from('Salted__').toString('base64'), KEY),
      () => openPayloadText(bytes.subarray(0, bytes.length - 5).toString('base64'), KEY),
      () => openPayloadText(altered.toString('base64'), KEY),
      // Without the "Salted__" header crypto-js opens nothing either.
      () => openPayloadText(bytes.subarray(16).toString('base64'), KEY),
    ];
    for (const open of refused) expect(open).toThrow(PayloadDecryptError);
  });

  it('opens a sealed text that is not JSON as text, and refuses it when parsed', () => {
    // crypto-js seals any text; encryptPayload() always seals JSON.
    const bare = AES.encrypt('not json', KEY).toString();
    expect(openPayloadText(bare, KEY)).toBe('not json');
    expect(() => openPayload(bare, KEY)).toThrow(PayloadDecryptError);
  });
});
