import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLogicalWrite, useWriteRequestId } from '@/lib/forms/use-write-request-id';

describe('useWriteRequestId', () => {
  it('keeps one id while the payload is unchanged, also across renders', () => {
    const { result, rerender } = renderHook(() => useWriteRequestId());
    const first = result.current.requestIdFor({ amount: 10, remarks: 'x' });
    rerender();
    expect(result.current.requestIdFor({ amount: 10, remarks: 'x' })).toBe(first);
  });

  it('gives a new id when the payload changes', () => {
    const { result } = renderHook(() => useWriteRequestId());
    const first = result.current.requestIdFor({ amount: 10 });
    const second = result.current.requestIdFor({ amount: 11 });
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives a new id for the same payload after the write settled', () => {
    const { result } = renderHook(() => useWriteRequestId());
    const first = result.current.requestIdFor({ amount: 10 });
    result.current.settled();
    expect(result.current.requestIdFor({ amount: 10 })).not.toBe(first);
  });
});

describe('useLogicalWrite', () => {
  it('prepares once per payload and again after settled', () => {
    let prepared = 0;
    const { result } = renderHook(() => useLogicalWrite((payload: { name: string }) => ({ ...payload, id: ++prepared })));
    expect(result.current.preparedFor({ name: 'Mina' })).toEqual({ name: 'Mina', id: 1 });
    expect(result.current.preparedFor({ name: 'Mina' })).toEqual({ name: 'Mina', id: 1 });
    expect(result.current.preparedFor({ name: 'Sara' })).toEqual({ name: 'Sara', id: 2 });
    result.current.settled();
    expect(result.current.preparedFor({ name: 'Sara' })).toEqual({ name: 'Sara', id: 3 });
  });
});
