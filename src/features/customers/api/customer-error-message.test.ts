import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { customerErrorMessage, customerFieldErrors } from '@/features/customers/api/customer-error-message';

describe('customerErrorMessage', () => {
  it("passes the server's own message through", () => {
    const error = new ApiError('HTTP', 'Customer not found', { status: 404 });
    expect(customerErrorMessage(error, 'Failed to update customer', 'An unexpected error occurred')).toBe('Customer not found');
  });

  it('uses the fallback when the failure carries no message of the server', () => {
    const fallback = 'Failed to update customer';
    expect(customerErrorMessage(new ApiError('HTTP', 'Request failed with status 409', { status: 409 }), fallback)).toBe(fallback);
    expect(customerErrorMessage(new ApiError('SERVER', 'Server error: 503', { status: 503 }), fallback)).toBe(fallback);
    expect(customerErrorMessage(new ApiError('NETWORK', 'Network error: the server could not be reached'), fallback)).toBe(fallback);
  });

  it('says "An unexpected error occurred" for what is not an API failure', () => {
    expect(customerErrorMessage(new TypeError('x is undefined'), 'Failed to update customer', 'An unexpected error occurred')).toBe(
      'An unexpected error occurred',
    );
  });

  it('reads the field messages of a 400 answer', () => {
    const error = new ApiError('HTTP', 'Validation failed', { status: 400, errors: { name: 'Full name is required' } });
    expect(customerFieldErrors(error)).toEqual({ name: 'Full name is required' });
    expect(customerFieldErrors(new Error('x'))).toEqual({});
  });
});
