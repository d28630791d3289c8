import { afterEach, describe, expect, it, vi } from 'vitest';
import * as registerEndpoints from '@/contract/endpoints/attendance/register';
import { markTime } from '@/features/attendance/api/mark-time';

const send = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/send', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api/send')>()), send }));

afterEach(() => {
  send.mockReset();
});

describe('markTime', () => {
  it('gives the gate mark-in and mark-out calls the 30 s time-out of spec part 2', async () => {
    send.mockResolvedValue({ success: true, data: null });
    const payload = { studentId: 1 } as Parameters<typeof markTime>[0]['payload'];
    await markTime({ direction: 'in', payload, requestId: 'r-in' });
    await markTime({ direction: 'out', payload, requestId: 'r-out' });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0][0]).toBe(registerEndpoints.markIn);
    expect(send.mock.calls[1][0]).toBe(registerEndpoints.markOut);
    for (const call of send.mock.calls) expect(call[2]).toMatchObject({ timeout: 30_000 });
  });
});
