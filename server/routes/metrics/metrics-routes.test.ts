import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { METRICS_MESSAGES } from './metrics-routes';

const TOKEN = 'metrics-token-for-the-test-0123';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ config: { metricsToken: TOKEN } });
});

afterAll(() => testApp?.close());

async function scrape(): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** A sample's value (0 when the series is not there yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /api/metrics', () => {
  it('is off without METRICS_TOKEN, and wants the token when on', async () => {
    const off = await createTestApp({ seed: 'none' });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(METRICS_MESSAGES.disabled);
    } finally {
      await off.close();
    }
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size!', `Basic ${TOKEN}`]) {
      const refused = await testApp.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(METRICS_MESSAGES.tokenRequired);
    }
  }, 60_000);

  it('counts requests by route template with their latency, never the path with its ids', async () => {
    const { headers } = await loginAs(testApp.app, 'frontdesk');
    const before = await scrape();
    const series = 'school_mis_http_requests_total{method="GET",route="/api/customers/:id",status="404"}';
    for (let i = 0; i < 3; i += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/customers/00000000-0000-4000-8000-00000000000a', headers });
      expect(response.statusCode).toBe(404);
    }
    const after = await scrape();
    expect(sample(after, series) - sample(before, series)).toBe(3);
    expect(sample(after, 'school_mis_http_request_duration_seconds_count{method="GET",route="/api/customers/:id"}')).toBeGreaterThanOrEqual(3);
    expect(after).not.toContain('00000000-0000-4000-8000-00000000000a');
    // Node's own figures come with them.
    expect(sample(after, 'school_mis_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts replayed writes by outcome and the repeats answered from their stored answer', async () => {
    const { headers } = await loginAs(testApp.app, 'frontdesk');
    const before = await scrape();
    const items = [0, 1].map((index) => ({
      requestId: randomUUID(),
      method: 'POST',
      url: '/api/customers',
      body: JSON.stringify({ name: `Metrics Visitor ${index}`, phone: null }),
    }));
    for (let round = 0; round < 2; round += 1) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/outbox/replay', headers, payload: { items } });
      expect(response.statusCode).toBe(200);
    }
    const after = await scrape();
    expect(sample(after, 'school_mis_outbox_replay_items_total{status="2xx"}') - sample(before, 'school_mis_outbox_replay_items_total{status="2xx"}')).toBe(4);
    // The second round's two were repeats.
    expect(sample(after, 'school_mis_idempotent_repeats_total') - sample(before, 'school_mis_idempotent_repeats_total')).toBe(2);
  });

  it('counts backups and says when the last good one was made', async () => {
    const startedAt = Date.now() / 1000;
    await testApp.app.backups.run('manual');
    const after = await scrape();
    expect(sample(after, 'school_mis_backups_total{trigger="manual",result="success"}')).toBe(1);
    expect(sample(after, 'school_mis_backup_last_success_timestamp_seconds')).toBeGreaterThanOrEqual(Math.floor(startedAt));
  });
});
