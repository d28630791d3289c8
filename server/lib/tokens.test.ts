/**
 * The token service's memo of verified tokens: a token is still refused once it expires, a
 * changed token is checked afresh, and another secret's service does not take it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = new TextEncoder().encode('a test secret that is long enough for HS256');
const subject = { id: 7, role: 'RECEPTIONIST', schoolId: 1, sessionVersion: 0 };

afterEach(() => vi.useRealTimers());

describe('createTokenService().verify', () => {
  it('takes a token it signed, again and again, with the same claims', async () => {
    const tokens = createTokenService(SECRET, 600);
    const { token, jti } = await tokens.sign(subject);
    const first = await tokens.verify(token);
    expect(first).toEqual({ ok: true, claims: expect.objectContaining({ sub: '7', role: 'RECEPTIONIST', schoolId: 1, jti, sv: 0 }) });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a token verified before once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const { token } = await tokens.sign(subject);
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-30T08:01:00Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('checks a changed token afresh, and a token of another secret is refused', async () => {
    const tokens = createTokenService(SECRET, 600);
    const { token } = await tokens.sign(subject);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(tampered)).toEqual({ ok: false, reason: 'invalid' });
    const other = createTokenService(new TextEncoder().encode('another secret, just as long as the first'), 600);
    expect(await other.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
