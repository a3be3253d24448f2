import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { STORED_NAME, type FileStorage, type StorageFolder } from './local.ts';

/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...), used when
 * S3_BUCKET is set (docs/decisions/028-file-storage.md), so several server instances share the
 * files. Keys are `<folder>/<name>`, as the local folder's paths. Every object is private: the
 * bucket is never read by browsers directly; the server serves avatars at /cdn/users/<name> and
 * licences through the authenticated route, whichever storage holds them.
 *
 * A PUT is atomic in S3 (an object appears whole or not at all), so no temporary name is needed.
 */
export interface S3Config {
  bucket: string;
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted stores need it). */
  forcePathStyle: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** ListObjectsV2 answers at most this many keys a page (S3's own maximum). */
const LIST_PAGE = 1000;

export function s3Storage(config: S3Config): FileStorage & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 3,
    // A bucket that stops answering must not hold a request (or the cleanup job) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const keyOf = (folder: StorageFolder, name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name).slice(0, 80)}`);
    return `${folder}/${name}`;
  };
  const putAs = async (folder: StorageFolder, name: string, bytes: Uint8Array) => {
    const extension = name.slice(name.lastIndexOf('.') + 1);
    await client.send(
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: keyOf(folder, name),
        // A Buffer, not a stream: the SDK then knows the length and sends the checksum in a header.
        Body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      }),
    );
  };
  return {
    kind: 's3',
    async put(folder, bytes, extension) {
      const name = `${randomUUID()}.${extension}`;
      await putAs(folder, name, bytes);
      return name;
    },
    putAs,
    async open(folder, name) {
      if (!STORED_NAME.test(name)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(folder, name) }));
        const stream = res.Body as Readable | undefined;
        if (!stream) return null;
        return { stream, size: res.ContentLength ?? 0, modifiedAt: res.LastModified ?? new Date(0), etag: res.ETag };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async remove(folder, name) {
      // S3 answers 204 for a key that is not there: "already gone" is no error, as locally.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(folder, name) }));
    },
    async list(folder) {
      const prefix = `${folder}/`;
      const out: { name: string; modifiedAt: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: LIST_PAGE }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          // Only names this storage writes (anything else in the bucket is someone else's).
          if (name && STORED_NAME.test(name) && object.LastModified) out.push({ name, modifiedAt: object.LastModified });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async ready() {
      // HeadBucket: 200 when the bucket exists and the keys may use it; 403/404 otherwise.
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a configuration error, not a missing file: it is thrown.
  return e?.name === 'NoSuchKey' || (e?.$metadata?.httpStatusCode === 404 && e?.name !== 'NoSuchBucket');
}
