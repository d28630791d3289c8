import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('createQueryClient', () => {
  it('sends a write while the browser says it is offline, so the service worker can queue it', async () => {
    onlineManager.setOnline(false);
    const sent: string[] = [];
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: async (body: string) => {
        sent.push(body);
        return { success: true, queued: true };
      },
    });
    await expect(observer.mutate('register')).resolves.toEqual({ success: true, queued: true });
    expect(sent).toEqual(['register']);
  });
});
