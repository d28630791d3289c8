/** The upload stores UPLOAD_STORE names (upload-store.ts). */
export const UPLOAD_STORE_KINDS = ['folder', 'database'] as const;
export type UploadStoreKind = (typeof UPLOAD_STORE_KINDS)[number];
