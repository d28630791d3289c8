/**
 * Gives the memory the server no longer uses back to the machine (a school's old PC has 4 GB for
 * everything): a full garbage collection, which lets V8 hand back the pages its heap grew into
 * during a busy spell, then glibc's `malloc_trim`, which returns the native memory that compiling
 * PGlite's WebAssembly at start and V8's own work leave freed but still held (about 60-90 MB).
 * Neither happens by itself soon: V8 shrinks its heap only a while after a busy spell, and glibc
 * keeps freed memory in the middle of its arenas until asked. Called when the server is
 * quiet (server/plugins/idle-memory.ts); figures in bench/RESULTS.md, footprint.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

/** Long enough for V8's sweeping of collected buffers (a few milliseconds) to end. */
const SWEEP_WAIT_MS = 100;

type NativeTrim = (pad: number) => number;

let collectGarbage: (() => void) | undefined;
/** `malloc_trim` of the C library, loaded once; null where there is none to call (not Linux with glibc). */
let nativeTrim: Promise<NativeTrim | null> | undefined;

function garbageCollector(): () => void {
  // V8's collector is exposed to code only with --expose-gc; set here, a fresh context gets it.
  if (!collectGarbage) {
    v8.setFlagsFromString('--expose-gc');
    collectGarbage = vm.runInNewContext('gc') as () => void;
  }
  return collectGarbage;
}

async function loadNativeTrim(): Promise<NativeTrim | null> {
  if (process.platform !== 'linux') return null;
  try {
    const { default: koffi } = await import('koffi');
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as NativeTrim;
  } catch {
    // Another C library (musl) or no prebuilt FFI for this machine: V8's collection still runs.
    return null;
  }
}

/** Collects garbage and trims native memory; says whether the native trim could run. */
export async function releaseMemory(): Promise<{ nativeTrimmed: boolean }> {
  garbageCollector()();
  // V8 frees the native memory of collected buffers on a thread of its own, after the collection.
  await new Promise((resolve) => setTimeout(resolve, SWEEP_WAIT_MS));
  const trim = await (nativeTrim ??= loadNativeTrim());
  trim?.(0);
  return { nativeTrimmed: trim !== null };
}
