/**
 * Lints the server's OpenAPI document with Redocly CLI (rules in redocly.yaml at the repository
 * root): builds the app in this process (no database, no listening socket), writes the document
 * that GET /api/openapi.json serves to a temporary file and runs `redocly lint` on it. Exits
 * non-zero when Redocly reports an error; warnings are printed and let through.
 *
 * Run: npm run lint:openapi   (node --import tsx scripts/lint-openapi.ts)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/connection';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Building the routes needs no database; a plugin that queries one while starting up fails here
 * with this message rather than hanging on a connection. (A fixed JWT secret keeps the auth
 * plugin from reading its stored one.)
 */
function noDatabase(): DatabaseHandle {
  const refuse = () => {
    throw new Error('lint-openapi builds the app without a database: a plugin queried it while starting up');
  };
  // Any query method throws when called; Fastify's own look at the value (getter, setter) finds nothing.
  const notADecoratorKey = (key: string | symbol) => typeof key === 'string' && !['getter', 'setter', 'then'].includes(key);
  const db = new Proxy({}, { get: (_target, key) => (notADecoratorKey(key) ? refuse : undefined) }) as DatabaseHandle['db'];
  return { db, kind: 'pglite', exec: async () => refuse(), close: async () => {} };
}

async function openApiDocument(): Promise<unknown> {
  const config = { ...loadConfig({}), seed: 'none' as const, jwtSecret: 'lint-openapi-only-never-signs-a-token' };
  const app = await buildApp({ config, database: noDatabase(), logger: false });
  try {
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    return response.json();
  } finally {
    await app.close();
  }
}

const started = performance.now();
const document = await openApiDocument();
const dir = mkdtempSync(path.join(os.tmpdir(), 'smis-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const result = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'codeframe', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    // No usage telemetry and no update check: the lint runs offline in CI and in tests.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  });
  console.log(`lint-openapi: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
