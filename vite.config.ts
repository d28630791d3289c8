import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_LOAD_AREAS } from './src/lib/i18n/first-load-areas';
import { bootPreloadPlugin } from './scripts/boot-preload-plugin';
import { prepaintPlugin } from './scripts/prepaint-plugin';

const DEFAULT_PAYLOAD_KEY = 'school-mis-dev-payload-key';
const DEFAULT_SHELL_ROLES = 'TEACHER,PARENT';
const apiPort = process.env.API_PORT ?? '8080';

// Chunk groups. React changes rarely, so its chunk stays cached across app releases. Everything
// else is left to automatic splitting, so the login screen loads only the Mantine parts it uses
// and the shell and each screen bring their own (a Mantine group put every component any screen
// uses into the first load: bench/RESULTS.md, lighthouse).
//
// Zod shares its chunk with src/lib/zod-jitless.ts, so `z.config({ jitless: true })` runs before any
// other chunk builds a schema: a schema built earlier probes `new Function`, which the CSP reports
// as an eval violation (best practices, bench/RESULTS.md lighthouse).
//
// Translation catalogues (src/locales/<language>/<area>.json, src/lib/i18n/catalogues.ts) load in
// two steps, each a single chunk: Dari's or Pashto's first-load areas before the first render, and
// every language's other areas after sign-in. One file per language and area was 130 of the 250
// chunks the service worker precaches and a sign-in fetches. English first-load areas stay in the
// entry (null: no group).
const FIRST_LOAD = new Set<string>(FIRST_LOAD_AREAS);
function catalogueChunk(id: string): string | null {
  const match = /[\\/]src[\\/]locales[\\/]([a-z]+)[\\/]([a-z-]+)\.json$/i.exec(id);
  if (!match) return null;
  const [, language, area] = match;
  if (!FIRST_LOAD.has(area)) return 'locales';
  return language === 'en' ? null : `locales-${language}-first`;
}

const chunkGroups = [
  { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/, priority: 20 },
  { name: catalogueChunk, debugName: 'locales', priority: 10 },
];

export default defineConfig({
  plugins: [
    react(),
    // index.html paints the login screen before the JavaScript arrives (scripts/prepaint-plugin.ts).
    prepaintPlugin(),
    // src/boot.ts starts the app in steps whose files are all fetched at once (scripts/boot-preload-plugin.ts).
    bootPreloadPlugin(),
    // The service worker is ours (sw/sw.ts); the plugin builds it and injects the precache list.
    // The manifest is a static file (public/manifest.webmanifest); registration is in src/lib/pwa.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The pre-compressed copies (.br/.gz) are the same files; the server picks them.
        globIgnores: ['**/*.br', '**/*.gz'],
      },
    }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: {
    // One setting for server and client build (ARCHITECTURE "How data flows").
    'import.meta.env.VITE_PAYLOAD_KEY': JSON.stringify(process.env.PAYLOAD_KEY ?? DEFAULT_PAYLOAD_KEY),
    'import.meta.env.VITE_SHELL_ROLES': JSON.stringify(process.env.SHELL_ROLES ?? DEFAULT_SHELL_ROLES),
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
