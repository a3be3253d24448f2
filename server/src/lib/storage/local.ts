import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * File storage (product-decisions "Files", docs/decisions/028-file-storage.md): a local folder by
 * default (this file), an S3-compatible bucket when S3_BUCKET is set (s3.ts); index.ts picks one.
 * Both keep files under `<folder>/<name>`. Private files live in their own folder (`licences/`),
 * never under the public /cdn folders (cars, users, locations: app.ts serves only those). Names
 * are random (a UUID and the extension the content decided). Here writes are atomic: a temporary
 * file in the same folder, then a rename, so a reader never sees half a file and a crash leaves
 * no file under a real name.
 */
export interface FileStorage {
  /** Where files go, for logs and the boot message: `local` or `s3`. */
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under a new random name in `folder`; returns the name. */
  put(folder: StorageFolder, bytes: Uint8Array, extension: string): Promise<string>;
  /**
   * Stores `bytes` under `name` (a stored name), replacing a file of that name: for files whose
   * name is derived from what they hold (picture widths, `variants/`), so that writing one twice
   * writes the same bytes.
   */
  putAs(folder: StorageFolder, name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open(folder: StorageFolder, name: string): Promise<StoredFile | null>;
  /** Deletes a file; a file already gone is no error. */
  remove(folder: StorageFolder, name: string): Promise<void>;
  /** Names and modification times of the stored files of a folder (not the temporary writes). */
  list(folder: StorageFolder): Promise<{ name: string; modifiedAt: Date }[]>;
  /**
   * Resolves when files can be stored (the folder exists and is writable; the bucket answers);
   * rejects otherwise. The readiness probe (/readyz) asks it, so that a load balancer stops
   * sending uploads to an instance whose storage is gone.
   */
  ready(): Promise<void>;
}

/** An opened file: its bytes (read them or destroy the stream) and what a cache needs to know. */
export interface StoredFile {
  stream: Readable;
  size: number;
  modifiedAt: Date;
  /** The store's entity tag (quoted), when it keeps one (S3 does). */
  etag?: string;
}

export type PrivateFolder = 'licences';
/**
 * Public folders, served as they are under /cdn/<folder>/<name> (app.ts): `users` holds avatars
 * (services/accounts/avatar.ts). Only images re-encoded by the server are written there.
 */
export type PublicFolder = 'users';
/**
 * Files the server derives from public pictures: their widths as WebP (http/cdn.ts, ADR 045),
 * served only through `/cdn/<folder>/<name>?w=&f=`, never under their own name.
 */
export type DerivedFolder = 'variants';
export type StorageFolder = PrivateFolder | PublicFolder | DerivedFolder;

/** A stored name: a UUID and a short extension, nothing that could climb out of the folder. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

const TEMP_PREFIX = '.tmp-';

export function localStorage(root: string): FileStorage {
  const dir = (folder: StorageFolder) => path.join(path.resolve(root), folder);
  const fileOf = (folder: StorageFolder, name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name).slice(0, 80)}`);
    return path.join(dir(folder), name);
  };
  const putAs = async (folder: StorageFolder, name: string, bytes: Uint8Array) => {
    const target = fileOf(folder, name);
    await mkdir(dir(folder), { recursive: true });
    const temp = path.join(dir(folder), `${TEMP_PREFIX}${randomUUID()}`);
    try {
      await writeFile(temp, bytes, { flag: 'wx', mode: 0o600, flush: true });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  };
  return {
    kind: 'local',
    async put(folder, bytes, extension) {
      const name = `${randomUUID()}.${extension}`;
      await putAs(folder, name, bytes);
      return name;
    },
    putAs,
    async open(folder, name) {
      if (!STORED_NAME.test(name)) return null;
      const file = fileOf(folder, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size, modifiedAt: info.mtime };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(folder, name) {
      await rm(fileOf(folder, name), { force: true });
    },
    async ready() {
      await mkdir(path.resolve(root), { recursive: true });
      await access(path.resolve(root), constants.W_OK);
    },
    async list(folder) {
      let names: string[];
      try {
        names = await readdir(dir(folder));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const out: { name: string; modifiedAt: Date }[] = [];
      for (const name of names) {
        if (!STORED_NAME.test(name)) continue;
        try {
          out.push({ name, modifiedAt: (await stat(path.join(dir(folder), name))).mtime });
        } catch {
          // deleted meanwhile
        }
      }
      return out;
    },
  };
}
