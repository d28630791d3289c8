/**
 * Setup file of the `server` Vitest project (vitest.config.ts), which runs without isolation
 * (`isolate: false`): one worker process runs test file after test file, so Node's packages
 * (Fastify, Drizzle, PGlite, pdfkit ...) load once per worker instead of once per file, which was
 * about 6 s of every file. The project's own modules are still evaluated afresh for each file
 * (this reset, about 0.3 s), as with isolation: no module state (a fixture's counter, a cache)
 * carries over from one file to the next. Each file opens its own database (test-app.ts).
 */
import { vi } from 'vitest';

vi.resetModules();
