/**
 * Serves the built app from config.staticDir.
 *
 * Files are sent pre-compressed (the .br/.gz written by scripts/compress-dist.mjs at build) when
 * the browser accepts it. Hashed files under /assets/ never change, so browsers keep them for a
 * year; everything else (index.html, the service worker, the manifest) must be revalidated, or a
 * new release would never reach an installed app.
 * Single-page fallback: a page address such as /students (a GET that accepts HTML and names no
 * file) gets index.html; /api/* and addresses with a file extension never do.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** The Cache-Control for a served file, by its path relative to the static folder. */
export function cacheControlFor(relativePath: string): string {
  const clean = relativePath.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  return clean.startsWith('assets/') ? IMMUTABLE_CACHE : NO_CACHE;
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function hasExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

export const staticFilesPlugin = fp(
  async (app) => {
    const root = path.resolve(app.config.staticDir);
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn(`No built app in ${root} (index.html is missing). Run \`npm run build\` first; /api works meanwhile.`);
    }

    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      // Cache-Control is ours (setHeaders); ETag/Last-Modified still let no-cache revalidate cheaply.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        (reply as unknown as FastifyReply).header('cache-control', cacheControlFor(path.relative(root, filePath)));
      },
    });

    /** A regular file inside the static folder, or null (no path can climb out of it). */
    async function findFile(pathname: string): Promise<string | null> {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return null;
      }
      if (decoded.includes('\0') || decoded.includes('\\')) return null;
      const absolute = path.resolve(root, `.${decoded}`);
      if (!absolute.startsWith(root + path.sep)) return null;
      try {
        return (await stat(absolute)).isFile() ? path.relative(root, absolute) : null;
      } catch {
        return null;
      }
    }

    app.route({
      method: 'GET',
      url: '/*',
      schema: { hide: true },
      config: { access: 'public' },
      handler: async (request, reply) => {
        const pathname = new URL(request.url, 'http://localhost').pathname;
        if (isApiPath(pathname)) return reply.callNotFound();
        const file = pathname === '/' ? 'index.html' : await findFile(pathname);
        if (file) return reply.sendFile(file);
        if (acceptsHtml(request) && !hasExtension(pathname)) return reply.sendFile('index.html');
        return reply.callNotFound();
      },
    });
  },
  { name: 'static-files' },
);
