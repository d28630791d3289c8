/**
 * Setup file of the server Vitest project (vitest.config.ts), which runs without isolation
 * (`isolate: false`): one worker process runs test file after test file, so packages (Fastify,
 * Drizzle, PGlite, pdfkit) load once per worker instead of once per file, which was seconds of
 * every file.
 *
 * The project's own modules are still evaluated afresh for each file (this reset), as with
 * isolation: no module state (a fixture's counter, a cache, a store) carries over from one file
 * to the next. What lives outside them is the file's own: each file opens its own database
 * (server/test-support/test-app.ts).
 */
import { vi } from 'vitest';

vi.resetModules();
