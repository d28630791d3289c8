/**
 * Zod compiles fast parsers with `new Function` when it may. The app's Content-Security-Policy
 * forbids eval (script-src 'self'), and Zod's probe for it is reported as a violation in the
 * browser (Lighthouse's inspector-issues) even though Zod catches it. Imported first by
 * src/main.tsx, before any schema is built (Zod decides when a schema is created).
 */
import { z } from 'zod';

z.config({ jitless: true });
