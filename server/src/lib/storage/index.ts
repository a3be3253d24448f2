import type { Env } from '../../env.ts';
import { localStorage, type FileStorage } from './local.ts';
import { s3Storage, type S3Config } from './s3.ts';

export { localStorage, STORED_NAME, type DerivedFolder, type FileStorage, type PrivateFolder, type PublicFolder, type StorageFolder, type StoredFile } from './local.ts';
export { s3Storage, type S3Config } from './s3.ts';

/** The bucket's settings when S3_BUCKET is set (env.ts has checked the rest is there), else null. */
export function s3ConfigOf(env: Env): S3Config | null {
  if (!env.S3_BUCKET || !env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The storage configuration chooses (product-decisions "Files"): the S3-compatible bucket when
 * S3_BUCKET is set, so several instances share the files; otherwise the local STORAGE_DIR.
 * Made once per process (app.ts, the job runner) and closed with it.
 */
export function storageFromEnv(env: Env): FileStorage & { close(): void } {
  const s3 = s3ConfigOf(env);
  if (s3) return s3Storage(s3);
  return { ...localStorage(env.STORAGE_DIR), close() {} };
}
