/**
 * Where the server's own files are on disk (fonts, migrations, package.json), found from the
 * project's root folder. The server runs from its source (server/, through tsx in development and
 * tests) and compiled into one file (dist-server/main.js, `npm start`); a path relative to the
 * module would differ between the two, the project's root does not.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `start` that holds package.json. */
function projectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}: the server's files cannot be found`);
  }
}

export const APP_ROOT = projectRoot(import.meta.dirname);

/** The typefaces the server draws with (DejaVu Sans: Latin and Arabic script). */
export const FONT_DIRECTORY = path.join(APP_ROOT, 'server/assets/fonts');

export const MIGRATIONS_FOLDER = path.join(APP_ROOT, 'server/db/migrations');

/** The product's version (package.json), which health checks and backups name. */
export const SERVER_VERSION: string = (JSON.parse(readFileSync(path.join(APP_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
