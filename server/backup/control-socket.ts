/**
 * How `npm run backup` reaches a running server that holds the embedded database (PGlite has one
 * process, so the command cannot open the data folder itself): a local socket beside the data
 * folder's lock (a named pipe on Windows), open only to the folder's owner, on which the server
 * accepts one command, "backup", and answers with its progress and result, one JSON line each.
 * Nothing of it is reachable over the network; whoever can use it can read the data folder anyway.
 */
import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BackupProgress } from '@/contract/backups';
import type { BackupService } from './backup-service';

/** What the server answers a backup command with (the last line). */
export type ControlBackupResult = { file: string; bytes: number; tables: number; rows: number; uploads: number };

type ControlLine = { progress: BackupProgress } | { done: ControlBackupResult } | { error: string };

/** How often a running backup's progress is sent. */
const PROGRESS_EVERY_MS = 500;

export function controlSocketPath(dataDir: string): string {
  const folder = path.resolve(dataDir);
  const id = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\school-mis-${id}`;
  const beside = path.join(folder, 'server.sock');
  // A socket's path has a short limit (about 100 bytes); a deep data folder gets one in the temp folder.
  return Buffer.byteLength(beside) <= 100 ? beside : path.join(os.tmpdir(), `school-mis-${id}.sock`);
}

/** Opens the socket (the caller holds the data folder's lock); returns the function that stops it taking commands. */
export async function openControlSocket(dataDir: string, backups: BackupService): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  // Holding the lock, any socket file there is a stopped server's.
  if (process.platform !== 'win32') await rm(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > 10_000) connection.destroy();
        return;
      }
      connection.removeAllListeners('data');
      void answer(received.slice(0, end), connection, backups);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  if (process.platform !== 'win32') await chmod(socketPath, 0o600);
  // Stops taking commands at once; a backup still answering keeps its connection until the
  // server's stop (which gives a running backup its own time: main.ts).
  return async () => {
    server.close();
  };
}

async function answer(line: string, connection: net.Socket, backups: BackupService): Promise<void> {
  const send = (message: ControlLine) => connection.write(`${JSON.stringify(message)}\n`);
  let command: { command?: unknown; file?: unknown };
  try {
    command = JSON.parse(line) as typeof command;
  } catch {
    command = {};
  }
  if (command.command !== 'backup' || (command.file !== undefined && (typeof command.file !== 'string' || !path.isAbsolute(command.file)))) {
    send({ error: 'Unknown command' });
    connection.end();
    return;
  }
  const timer = setInterval(() => {
    void backups.status().then((status) => {
      if (status.running?.progress) send({ progress: status.running.progress });
    });
  }, PROGRESS_EVERY_MS);
  try {
    const result = await backups.run('command', command.file as string | undefined);
    send({
      done: {
        file: result.file,
        bytes: result.bytes,
        tables: result.manifest.tables.length,
        rows: result.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        uploads: result.manifest.uploads.length,
      },
    });
  } catch (error) {
    send({ error: (error as Error).message });
  } finally {
    clearInterval(timer);
    connection.end();
  }
}

/**
 * Asks the server holding `dataDir` for a backup; null when no server answers on its socket
 * (none running). `onProgress` gets the server's progress lines.
 */
export async function requestBackupFromServer(
  dataDir: string,
  file: string | undefined,
  onProgress: (progress: BackupProgress) => void,
): Promise<ControlBackupResult | null> {
  const connection = net.connect(controlSocketPath(dataDir));
  try {
    await new Promise<void>((resolve, reject) => {
      connection.once('connect', resolve);
      connection.once('error', reject);
    });
  } catch {
    return null;
  }
  connection.write(`${JSON.stringify({ command: 'backup', file })}\n`);
  connection.setEncoding('utf8');
  let received = '';
  for await (const chunk of connection as AsyncIterable<string>) {
    received += chunk;
    let end: number;
    while ((end = received.indexOf('\n')) >= 0) {
      const message = JSON.parse(received.slice(0, end)) as ControlLine;
      received = received.slice(end + 1);
      if ('progress' in message) onProgress(message.progress);
      else if ('done' in message) return message.done;
      else throw new Error(message.error);
    }
  }
  throw new Error('The server closed the connection before the backup was done.');
}
