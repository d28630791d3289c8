import { describe, expect, it } from 'vitest';
import { tokenQrPayload } from '@/features/customers/print/token-qr-payload';

describe('tokenQrPayload', () => {
  it('holds the token and the visitor serial number', () => {
    expect(tokenQrPayload({ tokenLabel: '007', serialNumber: 'V-2026-000123', customerId: 'c-1' })).toBe('TOKEN:007|V-2026-000123');
  });

  it('falls back to the customer id when the visitor has no serial number yet', () => {
    expect(tokenQrPayload({ tokenLabel: '012', serialNumber: '', customerId: '5f0c…' })).toBe('TOKEN:012|5f0c…');
    expect(tokenQrPayload({ tokenLabel: '012', serialNumber: null, customerId: 'abc' })).toBe('TOKEN:012|abc');
  });
});
