/**
 * The upload store on S3-compatible object storage (upload-store.ts, UPLOAD_STORE=s3): for a group
 * whose files outgrow its database. An object is written whole by one PUT; paths become keys under
 * the configured prefix. The SDK is loaded on first use, so servers on the other stores never pay
 * its memory.
 *
 * A backup copies the objects as listed while its database transaction is held: as with the data
 * folder, a file is never changed in place and removed only after the change that replaced it
 * committed (upload-store.ts).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { copyUploadsAside } from './copy-uploads-aside';
import type { S3StoreConfig } from './upload-store-kind';
import type { UploadStore } from './upload-store';

type Sdk = typeof import('@aws-sdk/client-s3');

export function createS3UploadStore(config: S3StoreConfig): UploadStore {
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const open = () => {
    opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.pathStyle,
        credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
        // A checksum header only where the operation requires one: some S3-compatible services
        // refuse the SDK's newer default trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return opened;
  };
  const key = (uploadPath: string) => `${config.prefix}${uploadPath}`;

  const read = async (uploadPath: string): Promise<Buffer | null> => {
    const { sdk, client } = await open();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: key(uploadPath) }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  };

  const list = async (prefix: string): Promise<string[]> => {
    const { sdk, client } = await open();
    const paths: string[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: config.bucket, Prefix: key(prefix), ContinuationToken: continuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) paths.push(object.Key.slice(config.prefix.length));
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return paths.sort();
  };

  return {
    kind: 's3',
    write: async (uploadPath, bytes) => {
      const { sdk, client } = await open();
      await client.send(new sdk.PutObjectCommand({ Bucket: config.bucket, Key: key(uploadPath), Body: bytes }));
    },
    read,
    remove: async (uploadPath) => {
      const { sdk, client } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: key(uploadPath) }));
    },
    list,
    copyAllTo: async (folder) => copyUploadsAside(await list(''), read, folder),
  };
}
