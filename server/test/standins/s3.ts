import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an S3-compatible object store on a real port, reached by the real
 * @aws-sdk/client-s3 through S3_ENDPOINT with path-style addressing (`/<bucket>/<key>`).
 * Objects live in memory. It answers what the storage adapter uses, as S3 does: PUT, GET, HEAD
 * and DELETE of an object (DELETE of a missing key is 204), ListObjectsV2 (`?list-type=2`) with
 * `prefix`, `max-keys` and continuation tokens, and S3's XML errors (NoSuchKey, NoSuchBucket,
 * AccessDenied). Signatures are not verified, but every request must carry a SigV4
 * Authorization header naming the configured access key.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  lastModified: Date;
  etag: string;
}

export interface S3Request {
  method: string;
  /** The path and query as received. */
  url: string;
}

export interface S3Standin {
  /** Use as S3_ENDPOINT (with S3_FORCE_PATH_STYLE=true). */
  url: string;
  bucket: string;
  /** The bucket's objects by key. */
  objects: Map<string, StoredObject>;
  /** Keys under a prefix, sorted. */
  keys(prefix?: string): string[];
  /** Every request received, in order. */
  requests: S3Request[];
  /** The env a server needs to use this bucket. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Standin(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; pageSize?: number } = {}): Promise<S3Standin> {
  const bucket = options.bucket ?? 'erbil-test';
  const accessKeyId = options.accessKeyId ?? 'standin-access-key';
  const secretAccessKey = options.secretAccessKey ?? 'standin-secret-key';
  // S3 pages at 1000 keys; a smaller page lets a test see the client follow continuation tokens.
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, StoredObject>();
  const requests: S3Request[] = [];

  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    handle(req, res).catch((err: unknown) => error(res, 500, 'InternalError', String(err)));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://standin');
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 ')) return error(res, 403, 'AccessDenied', 'Access Denied');
    if (!auth.includes(`Credential=${accessKeyId}/`)) return error(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) return error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = decodeURIComponent(rest.join('/'));
    const body = await read(req);

    if (!key) {
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') return list(res, url.searchParams);
      // HeadBucket: the bucket is there and these keys may use it.
      if (req.method === 'HEAD') {
        res.writeHead(200, { 'x-amz-bucket-region': 'us-east-1' });
        return res.end();
      }
      return error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
    switch (req.method) {
      case 'PUT': {
        // Chunked uploads with trailing checksums (streamed bodies) are not understood here:
        // refuse them loudly rather than store the framing as the file.
        if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) return error(res, 501, 'NotImplemented', 'aws-chunked bodies are not supported by the stand-in');
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), lastModified: new Date(), etag });
        res.writeHead(200, { etag, 'x-amz-request-id': randomUUID() });
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          'accept-ranges': 'bytes',
        });
        return res.end(req.method === 'HEAD' ? undefined : object.body);
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  function list(res: ServerResponse, params: URLSearchParams) {
    const prefix = params.get('prefix') ?? '';
    const maxKeys = Math.min(pageSize, Number(params.get('max-keys') ?? 1000));
    const after = params.get('continuation-token') ? Buffer.from(params.get('continuation-token')!, 'base64url').toString('utf8') : '';
    const matching = keys(prefix).filter((k) => k > after);
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const contents = page
      .map((k) => {
        const o = objects.get(k)!;
        return `<Contents><Key>${xml(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xml(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!, 'utf8').toString('base64url')}</NextContinuationToken>` : '';
    const token = params.get('continuation-token') ? `<ContinuationToken>${xml(params.get('continuation-token')!)}</ContinuationToken>` : '';
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix>` +
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${token}${contents}${next}</ListBucketResult>`,
    );
  }

  function keys(prefix = '') {
    return [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    objects,
    keys,
    requests,
    env: () => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function error(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xml(message)}</Message><RequestId>${randomUUID()}</RequestId></Error>`);
}

function xml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
