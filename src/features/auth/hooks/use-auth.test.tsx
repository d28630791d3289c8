import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/features/auth/hooks/use-auth';

describe('useAuth', () => {
  it('raises an error outside its provider', () => {
    // React reports the thrown error to the console as well; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    consoleError.mockRestore();
  });
});
