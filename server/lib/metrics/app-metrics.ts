/**
 * What GET /api/metrics tells a monitoring system (Prometheus text, issue 25): requests and their
 * latency by route template (never the path itself: ids and names stay out), outbox replays by
 * outcome, idempotent repeats, backups, the database connections, and Node's own process figures
 * (memory, CPU, event loop). Each app has its own registry, so test apps do not share counters.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/connection';

const PREFIX = 'school_mis_';

/** Latency buckets (seconds): a front-desk write is tens of milliseconds, a report a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type AppMetrics = ReturnType<typeof createAppMetrics>;

export function createAppMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];

  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: `${PREFIX}database_pool_connections`,
      help: 'PostgreSQL connections of this server by state',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  return {
    registry,
    httpRequests: new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time to answer an HTTP request, by method and route template',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    /** Writes a device sent again through POST /outbox/replay, by the status class of their answer. */
    outboxReplayItems: new Counter({
      name: `${PREFIX}outbox_replay_items_total`,
      help: 'Queued writes replayed through POST /outbox/replay, by the class of their answer',
      labelNames: ['status'] as const,
      registers,
    }),
    idempotentRepeats: new Counter({
      name: `${PREFIX}idempotent_repeats_total`,
      help: 'Writes sent again with an X-Request-ID already done, answered from the stored answer',
      registers,
    }),
    backups: new Counter({
      name: `${PREFIX}backups_total`,
      help: 'Backups made by this server, by trigger and result',
      labelNames: ['trigger', 'result'] as const,
      registers,
    }),
    memoryReleases: new Counter({
      name: `${PREFIX}memory_releases_total`,
      help: 'Times this server gave memory back while quiet (a garbage collection and a trim of native memory)',
      registers,
    }),
    lastBackup: new Gauge({
      name: `${PREFIX}backup_last_success_timestamp_seconds`,
      help: 'When the last good backup this server made finished (Unix time)',
      registers,
    }),
  };
}

/** `2xx`, `4xx`…: the class of a status, as the replay counter labels it. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
