/** The upload store's settings (config.ts): its default by engine, and an S3 store's bucket. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: the upload store', () => {
  it('keeps uploads in the data folder on the embedded database and in the database with DATABASE_URL', () => {
    expect(loadConfig({}).uploadStore).toBe('folder');
    expect(loadConfig({ DATABASE_URL: 'postgres://mis@db.local/school' }).uploadStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://mis@db.local/school', UPLOAD_STORE: 'folder' }).uploadStore).toBe('folder');
  });

  it('reads an S3 bucket, and refuses UPLOAD_STORE=s3 without one, or a store it does not know', () => {
    const config = loadConfig({ UPLOAD_STORE: 's3', S3_BUCKET: 'schools', S3_ENDPOINT: 'http://minio.local:9000', S3_PATH_STYLE: 'true', S3_PREFIX: 'herat/' });
    expect(config.s3).toEqual({ bucket: 'schools', endpoint: 'http://minio.local:9000', region: 'us-east-1', prefix: 'herat/', pathStyle: true });
    expect(() => loadConfig({ UPLOAD_STORE: 's3' })).toThrow(/S3_BUCKET must be set with UPLOAD_STORE=s3/);
    expect(() => loadConfig({ UPLOAD_STORE: 's3', S3_BUCKET: 'schools', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX must be folder names/);
    expect(() => loadConfig({ UPLOAD_STORE: 'disk' })).toThrow(/UPLOAD_STORE must be folder, database or s3/);
  });
});
