#!/usr/bin/env node
/**
 * Runs after `vite build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside
 * every compressible file over 1 KB in dist/, so the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing on every request.
 * Source maps are skipped (never sent to users). A copy that is not smaller is not kept.
 * Usage: node scripts/compress-dist.mjs [folder]   (default: dist)
 */
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.ico']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function writeIfSmaller(target, data, originalSize) {
  if (data.length < originalSize) {
    await writeFile(target, data);
    return data.length;
  }
  // A stale copy from an earlier build must not be served in place of the new file.
  await unlink(target).catch(() => {});
  return null;
}

export async function compressDist(root) {
  let files = 0;
  let before = 0;
  let afterBrotli = 0;
  for await (const file of walk(root)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const { size } = await stat(file);
    if (size <= MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
      gzip(content, { level: 9 }),
    ]);
    const brSize = await writeIfSmaller(`${file}.br`, br, size);
    await writeIfSmaller(`${file}.gz`, gz, size);
    files += 1;
    before += size;
    afterBrotli += brSize ?? size;
  }
  return { files, before, afterBrotli };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const exists = await stat(root).then((s) => s.isDirectory()).catch(() => false);
  if (!exists) {
    console.error(`compress-dist: ${root} does not exist; run \`vite build\` first.`);
    process.exit(1);
  }
  const { files, before, afterBrotli } = await compressDist(root);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(`compress-dist: ${files} files, ${kb(before)} -> ${kb(afterBrotli)} with brotli (gzip copies beside them)`);
}
