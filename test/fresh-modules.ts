/**
 * Setup file of both Vitest projects (vitest.config.ts), which run without isolation
 * (`isolate: false`): one worker process runs test file after test file, so packages (Fastify,
 * Drizzle, PGlite, React, Mantine) load once per worker instead of once per file, which was
 * seconds of every file.
 *
 * The project's own modules are still evaluated afresh for each file (this reset), as with
 * isolation: no module state (a fixture's counter, a cache, a store) carries over from one file
 * to the next. What lives outside them is reset per file too: its timers (file-timers.ts), the
 * client's IndexedDB (src/test-setup.ts), and each server file opens its own database
 * (server/test-support/test-app.ts).
 */
import { vi } from 'vitest';

vi.resetModules();
