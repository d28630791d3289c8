/** The upload stores UPLOAD_STORE names (upload-store.ts). */
export const UPLOAD_STORE_KINDS = ['folder', 'database', 's3'] as const;
export type UploadStoreKind = (typeof UPLOAD_STORE_KINDS)[number];

/** An S3-compatible bucket (UPLOAD_STORE=s3): AWS S3, MinIO, Ceph, Garage and the like. */
export type S3StoreConfig = {
  bucket: string;
  /** The service's address (MinIO: http://minio.local:9000); unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a role, ~/.aws). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Every key starts with it (one bucket for several groups), e.g. `school-mis/`. */
  prefix: string;
  /** Buckets addressed as /{bucket}/{key} (most self-hosted services) rather than {bucket}.host. */
  pathStyle: boolean;
};
