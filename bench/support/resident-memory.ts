/**
 * A process's resident memory (the kernel's VmRSS) and, from /proc/PID/smaps, roughly where it
 * is: mapped files (the node binary and its libraries), PGlite's WebAssembly memory (a writable
 * region directly followed by its guard reservation of gigabytes), V8's heap pages (its 256 KB
 * pages), and the rest (the C library's heap, thread stacks, V8's large objects). Linux only.
 */
import { readFileSync } from 'node:fs';

const KB_PER_MB = 1024;
const V8_PAGE_KB = 256;
const WASM_GUARD_MIN_KB = 4 * 1024 * 1024;

export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / KB_PER_MB;
}

type Mapping = { start: number; end: number; writable: boolean; reserved: boolean; file: string; residentKb: number };

function mappings(pid: number): Mapping[] {
  const list: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const [, start, end, permissions, file] = header;
      list.push({
        start: parseInt(start, 16),
        end: parseInt(end, 16),
        writable: permissions[1] === 'w',
        reserved: permissions === '---p',
        file,
        residentKb: 0,
      });
    } else if (line.startsWith('Rss:') && list.length > 0) {
      list[list.length - 1].residentKb = Number(/\d+/.exec(line)?.[0]);
    }
  }
  return list;
}

/** "files 54, WebAssembly 32, V8 heap 52, other native 90 MB". */
export function residentParts(pid: number): string {
  const parts = { files: 0, webAssembly: 0, v8Heap: 0, otherNative: 0 };
  const list = mappings(pid);
  list.forEach((mapping, index) => {
    const next = list[index + 1];
    const sizeKb = (mapping.end - mapping.start) / 1024;
    if (mapping.file.startsWith('/')) parts.files += mapping.residentKb;
    else if (mapping.writable && next?.reserved && next.start === mapping.end && (next.end - next.start) / 1024 >= WASM_GUARD_MIN_KB) parts.webAssembly += mapping.residentKb;
    else if (mapping.file === '' && sizeKb === V8_PAGE_KB) parts.v8Heap += mapping.residentKb;
    else parts.otherNative += mapping.residentKb;
  });
  const mb = (kb: number) => Math.round(kb / KB_PER_MB);
  return `files ${mb(parts.files)}, WebAssembly ${mb(parts.webAssembly)}, V8 heap ${mb(parts.v8Heap)}, other native ${mb(parts.otherNative)} MB`;
}
