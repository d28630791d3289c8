import { describe, expect, it } from 'vitest';
import { lengthHint } from '@/lib/ui/length-hint';

const t = (key: string, options?: Record<string, unknown>) => `${key} ${String(options?.count)}/${String(options?.max)}`;

describe('lengthHint', () => {
  it('says nothing below 80 % of the limit', () => {
    expect(lengthHint('', 200, t)).toBeUndefined();
    expect(lengthHint(null, 200, t)).toBeUndefined();
    expect(lengthHint('x'.repeat(159), 200, t)).toBeUndefined();
  });

  it('counts from 80 % of the limit on, and at the limit', () => {
    expect(lengthHint('x'.repeat(160), 200, t)).toBe('common.lengthHint 160/200');
    expect(lengthHint('x'.repeat(187), 200, t)).toBe('common.lengthHint 187/200');
    expect(lengthHint('x'.repeat(2000), 2000, t)).toBe('common.lengthHint 2000/2000');
  });
});
