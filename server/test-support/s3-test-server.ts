/**
 * A local S3-compatible server for the S3 upload store's tests: s3rver (a real HTTP server
 * speaking S3's REST API, objects kept in a temporary folder) on a free loopback port, with one
 * bucket. `config` is what UPLOAD_STORE=s3 reads from S3_* for it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types: the part used here.
// @ts-expect-error -- no declaration file
import S3rver from 's3rver';
import type { S3StoreConfig } from '../lib/uploads/upload-store-kind';

type S3rverInstance = { run: () => Promise<{ address: string; port: number }>; close: () => Promise<void> };
type S3rverOptions = { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] };

export type S3TestServer = { config: S3StoreConfig; close: () => Promise<void> };

export async function startS3TestServer(bucket = 'school-uploads'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'smis-s3-'));
  const server = new (S3rver as new (options: S3rverOptions) => S3rverInstance)({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's own fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'school-mis/',
      pathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
