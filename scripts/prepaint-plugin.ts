/**
 * Vite build plugin: index.html paints the login screen from HTML and CSS before the JavaScript
 * arrives (issue 23, "The first load").
 *
 * At build time it
 * - builds src/app/prepaint/render-prepaint.tsx for Node (a nested Vite SSR build with the app's
 *   aliases and defines) and runs it: the real LoginScreen rendered to static markup in each
 *   language, which goes into #root, with the rules that show one of them;
 * - builds src/app/prepaint/prepaint-script.ts as a small classic script (IIFE), emitted as
 *   assets/prepaint-<hash>.js and loaded in the head before the stylesheet: it picks the
 *   variant before the body is parsed (the CSP refuses inline scripts).
 * - gives the app's module script and its modulepreloads `fetchpriority="low"`: the page paints
 *   from the HTML and the stylesheet, and the JavaScript (deferred anyway) should not take their
 *   bandwidth on a slow network. (Lighthouse's simulation also counts a high-priority script as
 *   render-blocking, which a module script never is.)
 * Both happen inside the client build, so the service worker's precache list (built after it)
 * has the final index.html's revision and the script.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';

const RENDER_ENTRY = 'src/app/prepaint/render-prepaint.tsx';
const SCRIPT_ENTRY = 'src/app/prepaint/prepaint-script.ts';
const ROOT_ELEMENT = '<div id="root"></div>';
const APP_SCRIPTS = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

type Prepaint = { markup: string; styles: string };
type RenderModule = { renderPrepaint: () => Promise<Prepaint> };

function nestedConfig(config: ResolvedConfig): InlineConfig {
  return {
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    mode: config.mode,
    publicDir: false,
    resolve: { alias: config.resolve.alias },
    define: config.define,
  };
}

async function renderVariants(config: ResolvedConfig): Promise<Prepaint> {
  // Inside the project, so the bundle's imports of react-dom, Mantine… resolve from node_modules.
  const cacheDir = path.join(config.root, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(path.join(cacheDir, 'prepaint-'));
  try {
    await build({
      ...nestedConfig(config),
      plugins: [react()],
      build: {
        ssr: RENDER_ENTRY,
        outDir,
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { format: 'es', entryFileNames: 'render-prepaint.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'render-prepaint.mjs')).href)) as RenderModule;
    return await module.renderPrepaint();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function buildChoiceScript(config: ResolvedConfig): Promise<string> {
  const output = await build({
    ...nestedConfig(config),
    build: {
      write: false,
      target: config.build.target,
      minify: true,
      lib: { entry: SCRIPT_ENTRY, formats: ['iife'], name: 'schoolMisPrepaint' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('prepaint: the head script was not built');
}

export function prepaintPlugin(): Plugin {
  let config: ResolvedConfig;
  let work: Promise<{ prepaint: Prepaint; script: string; fileName: string }> | null = null;
  return {
    name: 'school-mis:prepaint',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      work = Promise.all([renderVariants(config), buildChoiceScript(config)]).then(([prepaint, script]) => {
        const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
        return { prepaint, script, fileName: `${config.build.assetsDir}/prepaint-${hash}.js` };
      });
      // Awaited in the hooks below; a failure fails the build there.
      work.catch(() => undefined);
    },
    async generateBundle() {
      if (!work) return;
      const { script, fileName } = await work;
      this.emitFile({ type: 'asset', fileName, source: script });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!work) return html;
        const { prepaint, fileName } = await work;
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`prepaint: index.html has no ${ROOT_ELEMENT}`);
        return {
          html: html.replace(ROOT_ELEMENT, `<div id="root">${prepaint.markup}</div>`).replace(APP_SCRIPTS, '<$1 fetchpriority="low"'),
          tags: [
            { tag: 'script', attrs: { src: `${config.base}${fileName}` }, injectTo: 'head-prepend' },
            { tag: 'style', children: prepaint.styles, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
