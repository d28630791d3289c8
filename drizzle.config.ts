import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema. They are applied in code at start (server/db/connection.ts),
// not with `drizzle-kit migrate`, which fails silently on PGlite with extensions (STACK-NOTES).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
