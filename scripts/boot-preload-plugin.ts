/**
 * Vite build plugin: src/boot.ts starts the app in steps, and every step's files are fetched at
 * once (issue 23, "The first load").
 *
 * boot.ts imports the app in stages, each evaluated in a task of its own (evaluating all of the
 * app's modules at once was one long task on a slow phone: Lighthouse, total blocking time). Vite
 * preloads, for each dynamic import, only the files that import needs, so a later stage's files
 * would be requested only once the earlier stage had arrived and run (one more round trip on a
 * slow network before the app is usable). This plugin makes every dynamic import of the boot
 * chunk preload the files of all of them (`build.modulePreload.resolveDependencies`): the first
 * stage requests everything, in parallel, as before; evaluation stays in steps. Vite's preload
 * helper adds each file once, so the later stages add nothing.
 */
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const BOOT_MODULE = /[\\/]src[\\/]boot\.ts$/;

/** The chunk and every chunk it imports statically (what evaluating it needs). */
function staticClosure(bundle: OutputBundle, fileName: string, into: Set<string>): void {
  if (into.has(fileName)) return;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
}

export function bootPreloadPlugin(): Plugin {
  let bootFiles: { host: string; files: string[] } | null = null;
  return {
    name: 'school-mis:boot-preload',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    config() {
      return {
        build: {
          modulePreload: {
            resolveDependencies(_file, deps, { hostId }) {
              if (!bootFiles || hostId !== bootFiles.host) return deps;
              return [...new Set([...deps, ...bootFiles.files])];
            },
          },
        },
      };
    },
    // Before Vite's own generateBundle writes the preload lists (which calls resolveDependencies).
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        // index.html's entry chunk: the one holding src/boot.ts.
        const boot = Object.values(bundle).find(
          (item): item is OutputChunk => item.type === 'chunk' && item.isEntry && item.moduleIds.some((id) => BOOT_MODULE.test(id)),
        );
        if (!boot) return;
        const files = new Set<string>();
        for (const imported of boot.dynamicImports) staticClosure(bundle, imported, files);
        files.delete(boot.fileName);
        bootFiles = { host: boot.fileName, files: [...files] };
      },
    },
  };
}
