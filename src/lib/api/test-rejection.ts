import type { ApiError } from '@/lib/api/api-error';

/** For client tests: the error a call rejects with; a call that succeeds fails the test. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
