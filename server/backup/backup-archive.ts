/**
 * The backup file's container: a gzip-compressed tar archive (`tar -tzf` lists it), written entry
 * by entry from files and read entry by entry as a stream, so neither side holds the whole backup
 * in memory. The file is written under a temporary name and renamed into place when complete: a
 * half-written backup never carries the name of a finished one. Only its owner may read it (it
 * holds password hashes and the token-signing secret).
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';

type EntrySink = ReturnType<tar.Pack['entry']>;

export type ArchiveWriter = {
  addBuffer: (name: string, content: Buffer) => Promise<void>;
  addFile: (name: string, sourcePath: string) => Promise<void>;
  /** Finishes the archive and gives it its final name. */
  finish: () => Promise<void>;
  /** Removes what was written (on a failure). */
  discard: () => Promise<void>;
};

export function writeArchive(file: string): ArchiveWriter {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  // A failure while writing surfaces at finish; until then it must not go unhandled.
  written.catch(() => undefined);
  const mtime = new Date();

  const addEntry = async (name: string, size: number, write: (sink: EntrySink) => Promise<void>) => {
    const sink = pack.entry({ name, size, mtime, mode: 0o600 });
    const done = new Promise<void>((resolve, reject) => {
      sink.on('finish', resolve);
      sink.on('error', reject);
    });
    await write(sink);
    await done;
  };

  return {
    addBuffer: (name, content) =>
      addEntry(name, content.length, async (sink) => {
        sink.end(content);
      }),
    addFile: async (name, sourcePath) => {
      const { size } = await stat(sourcePath);
      await addEntry(name, size, async (sink) => {
        for await (const chunk of createReadStream(sourcePath)) {
          if (!sink.write(chunk as Buffer)) await once(sink, 'drain');
        }
        sink.end(null);
      });
    },
    finish: async () => {
      pack.finalize();
      await written;
      await rename(partial, file);
    },
    discard: async () => {
      pack.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

export type ArchiveEntry = { name: string; size: number; content: AsyncIterable<Buffer> };

/** The archive's entries in order; each must be read to its end (or skipped with `drain`) before the next. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      yield { name: entry.header.name, size: entry.header.size, content: entry as unknown as AsyncIterable<Buffer> };
      // An entry its reader left unread is skipped, so the archive goes on.
      entry.resume();
    }
    await reading;
  } finally {
    extract.destroy();
  }
}

/** An entry's lines (JSON Lines), a batch at a time, without holding the entry whole. */
export async function* entryLines(content: AsyncIterable<Buffer>, batchSize: number): AsyncGenerator<string[]> {
  // A chunk may end inside a character (Dari text): the decoder keeps its first bytes for the next.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  for await (const chunk of content) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      batch.push(line);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  rest += decoder.end();
  if (rest !== '') batch.push(rest);
  if (batch.length > 0) yield batch;
}

/** Reads an entry whole (the manifest, an upload). */
export async function entryBytes(content: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}
