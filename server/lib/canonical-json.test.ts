import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('ignores key order at every depth but keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(canonicalJson({ list: [1, 2] })).not.toBe(canonicalJson({ list: [2, 1] }));
  });

  it('treats a missing body as null and drops undefined fields like JSON does', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
  });
});
