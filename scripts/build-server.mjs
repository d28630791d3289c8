/**
 * Compiles the server into one file, dist-server/main.js, which `npm start` runs with plain
 * `node` (no TypeScript compiler at run time: a start costs about half the CPU of
 * `node --import tsx server/main.ts`). Only the project's own code is bundled; packages stay
 * imports from node_modules (native addons, PGlite's wasm and pdfkit's font data are found there),
 * except an import Node could not resolve by itself (`crypto-js/aes`: a subpath without its
 * extension, in a package without an exports map), which is bundled.
 * The server finds its fonts and migrations from the project's root (server/lib/app-files.ts), so
 * the output runs from this folder. `node scripts/build-server.mjs [--outdir DIR]`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Packages stay external where plain `node` resolves the import as written. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      let resolved;
      try {
        resolved = new URL(import.meta.resolve(args.path));
      } catch {
        return undefined;
      }
      // Node's resolve names a package's subpath without looking for the file.
      return resolved.protocol !== 'file:' || existsSync(resolved) ? { path: args.path, external: true } : undefined;
    });
  },
};
const { values } = parseArgs({ options: { outdir: { type: 'string', default: path.join(root, 'dist-server') } } });

await build({
  absWorkingDir: root,
  // The server, and the backup commands it ships (npm run backup / restore).
  entryPoints: ['server/main.ts', 'server/backup/backup-command.ts', 'server/backup/restore-command.ts'],
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externalPackages],
  // Stack traces name the source files with `node --enable-source-maps`.
  sourcemap: 'linked',
  minifyWhitespace: true,
  logLevel: 'warning',
});
