import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { ScheduledJob } from '../../lib/jobs/boss.ts';
import { checkImage, ImageRefusedError, reencodeImage, type ImageFormat } from '../../lib/images.ts';
import { readPdf } from '../../lib/pdf.ts';
import { STORED_NAME, type FileStorage } from '../../lib/storage/index.ts';
import { requireOwner, requirePerson, requireSignedIn } from '../guards.ts';
import { consume } from '../accounts/rateLimits.ts';

/**
 * The driver's licence (product-decisions "Files", spec §5 checkout): a private file, checked by
 * content (JPEG, PNG, WebP or PDF, decided from the bytes, never by the name or the client's
 * Content-Type; pictures decoded and re-encoded as avatars are, PDFs parsed: checkLicenceFile),
 * at most 5 MB, stored under licences/ with a random name
 * (ctx.storage: STORAGE_DIR or the S3 bucket, ADR 028) and a row in licence_documents.
 * - A checkout upload (create-license) is TEMPORARY: no owner, known by its random name, which is
 *   the capability (a guest has no account yet); the checkout attaches it, and a job deletes the
 *   ones older than 24 hours (product-decisions "Temporary licence uploads ... after 24 hours").
 * - A signed-in driver's own licence (update-license/{id}): one per user, replaced as a whole.
 * - Served only to its owner and staff (readLicence).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The largest licence accepted, in bytes. */
export const MAX_LICENCE_BYTES = 5 * 1024 * 1024;
export const FOLDER = 'licences' as const;
export const IMAGE_REQUIRED = 'Please add an image.';
export const TOO_LARGE = 'The file is too large: at most 5 MB.';
export const WRONG_TYPE = 'The file must be a JPEG, PNG or WebP image or a PDF document.';

/** How long a temporary upload lives. */
export const TEMPORARY_HOURS = 24;
export const CLEANUP_JOB = 'licences.delete-temporary';
export const CLEANUP_CRON = '17 * * * *';

/** A file as a transport read it: the bytes (at most the limit) and what the client called it. */
export interface UploadedFile {
  bytes: Uint8Array;
  fileName?: string;
  /** The transport stopped reading at the limit: the file is larger than MAX_LICENCE_BYTES. */
  truncated?: boolean;
}

export interface StoredLicence {
  /** The stored file name (the reference API's answer). */
  name: string;
  mimeType: string;
  sizeBytes: number;
}

/** A licence picture's largest side once stored: a card photographed at this size stays legible. */
export const LICENCE_IMAGE_SIZE = 2048;
/** The most pages a licence PDF may have (front, back, perhaps a translation). */
export const MAX_LICENCE_PAGES = 10;
const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * The content check: returns the MIME type, the extension and the bytes to store, or refuses with
 * the licence's message (WRONG_TYPE) whatever is wrong with the file.
 * - A picture is checked and re-encoded by the rule avatars follow (lib/images.ts): header read
 *   without decoding, at most 40 megapixels (a decompression bomb is refused in milliseconds),
 *   decoded in full, turned upright, at most LICENCE_IMAGE_SIZE a side, written anew in its own
 *   format (no metadata: a phone's GPS position stays on the phone).
 * - A PDF is stored as sent once read for real (lib/pdf.ts): its structure (isPdfStructure), then
 *   parsed by pdf-lib: not encrypted, 1 to MAX_LICENCE_PAGES pages, at most 8 MB inflated while
 *   loading.
 */
export async function checkLicenceFile(file: UploadedFile | null | undefined): Promise<{ mimeType: string; extension: string; bytes: Uint8Array }> {
  if (file?.truncated || (file?.bytes.byteLength ?? 0) > MAX_LICENCE_BYTES) throw new PayloadTooLargeError();
  if (!file || file.bytes.byteLength === 0) throw new BadUserInputError(IMAGE_REQUIRED, {}, 'IMAGE_REQUIRED');
  const wrongType = () => new BadUserInputError(WRONG_TYPE, {}, 'LICENCE_TYPE');
  const type = await fileTypeFromBuffer(file.bytes);
  if (type?.mime === 'application/pdf') {
    // file-type names a PDF by its first four bytes ("%PDF") only: look at the structure, then parse it.
    if (!isPdfStructure(file.bytes)) throw wrongType();
    const read = await readPdf(file.bytes, { maxPages: MAX_LICENCE_PAGES });
    if ('problem' in read) throw wrongType();
    return { mimeType: 'application/pdf', extension: 'pdf', bytes: file.bytes };
  }
  try {
    const checked = await checkImage(file.bytes);
    const side = LICENCE_IMAGE_SIZE;
    const { bytes } = await reencodeImage(checked, { resize: { width: side, height: side, fit: 'inside' }, format: checked.format, quality: 85 });
    return { mimeType: `image/${checked.format}`, extension: IMAGE_EXTENSIONS[checked.format], bytes };
  } catch (err) {
    if (err instanceof ImageRefusedError) throw wrongType();
    throw err;
  }
}

/** How far from the end a PDF's closing lines are looked for (readers allow junk after %%EOF; Acrobat 1024 bytes). */
const PDF_TAIL = 1024;
const PDF_HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n \t%]/;
/** `startxref <offset>` then `%%EOF` (several after incremental updates: the last one counts). */
const PDF_END = /startxref[\r\n \t]+(\d{1,10})[\r\n \t]+%%EOF/g;
/** What a cross-reference section starts with: a table (`xref`) or a stream object (`12 0 obj`). */
const PDF_XREF = /^[\r\n \t]*(xref[\r\n \t]|\d+[\r\n \t]+\d+[\r\n \t]+obj\b)/;

/**
 * A PDF as its readers find one (ISO 32000 7.5): the `%PDF-1.x` (or 2.0) header line, and at the
 * end `startxref`, the byte offset of the last cross-reference section, and `%%EOF`; that offset
 * must land inside the file on `xref` (a classic table) or on an object (a cross-reference
 * stream). A renamed file starting with "%PDF" has none of this. This cheap look comes first;
 * pdf-lib then parses the objects (lib/pdf.ts).
 */
export function isPdfStructure(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!PDF_HEADER.test(buffer.toString('latin1', 0, 16))) return false;
  const tailStart = Math.max(0, buffer.length - PDF_TAIL);
  const end = [...buffer.toString('latin1', tailStart).matchAll(PDF_END)].at(-1);
  if (!end) return false;
  const offset = Number(end[1]);
  // The section lies before the startxref keyword that points at it.
  if (offset < 9 || offset >= tailStart + end.index) return false;
  return PDF_XREF.test(buffer.toString('latin1', offset, Math.min(buffer.length, offset + 64)));
}

/** An upload over the limit: 400 BAD_USER_INPUT in GraphQL; the REST shim answers it 413. */
export class PayloadTooLargeError extends BadUserInputError {
  readonly tooLarge = true;
  constructor() {
    super(TOO_LARGE, {}, 'LICENCE_TOO_LARGE');
  }
}

/** Printable text of a client's file name, for the record (never used as a path). */
function displayName(fileName: string | undefined, fallback: string): string {
  const clean = (fileName ?? '').replace(/[\u0000-\u001f\u007f]/g, '').toWellFormed().trim().slice(0, 255);
  return clean || fallback;
}

async function store(ctx: Pick<ServiceContext, 'db' | 'storage'>, file: UploadedFile, owner: { userId: string | null; temporary: boolean }) {
  const { mimeType, extension, bytes } = await checkLicenceFile(file);
  const { storage } = ctx;
  const name = await storage.put(FOLDER, bytes, extension);
  try {
    await ctx.db.licenceDocument.create({
      data: {
        userId: owner.userId,
        temporary: owner.temporary,
        storageKey: `${FOLDER}/${name}`,
        fileName: displayName(file.fileName, name),
        mimeType,
        sizeBytes: bytes.byteLength,
      },
    });
  } catch (err) {
    await storage.remove(FOLDER, name);
    throw err;
  }
  return { name, mimeType, sizeBytes: bytes.byteLength };
}

/** A checkout's upload (guest or signed in): temporary, known by its random name. */
export async function createTemporaryLicence(ctx: ServiceContext, file: UploadedFile | null | undefined): Promise<StoredLicence> {
  requirePerson(ctx);
  // At most 30 an hour from one address (ADR 018's counters): anyone may upload, disk is finite.
  await consume(ctx.limits.licenceUploadsByIp, ctx.meta.ip);
  return store(ctx, file ?? { bytes: new Uint8Array() }, { userId: null, temporary: true });
}

/** The signed-in driver's own licence, replacing any earlier one (files deleted after the commit). */
export async function replaceLicence(ctx: ServiceContext, userId: string, file: UploadedFile | null | undefined): Promise<StoredLicence> {
  const me = requireOwner(ctx, userId);
  const previous = await ctx.db.licenceDocument.findMany({ where: { userId: me.id, temporary: false }, select: { id: true, storageKey: true } });
  const stored = await store(ctx, file ?? { bytes: new Uint8Array() }, { userId: me.id, temporary: false });
  if (previous.length) {
    await ctx.db.licenceDocument.deleteMany({ where: { id: { in: previous.map((p) => p.id) } } });
    await removeFiles(ctx.storage, previous.map((p) => p.storageKey));
  }
  return stored;
}

/**
 * GraphQL's uploadLicence: a guest's upload is temporary (the checkout attaches it by name); a
 * signed-in user's becomes their licence. Partner keys are refused (a person's action).
 */
export async function uploadLicence(ctx: ServiceContext, file: UploadedFile | null | undefined): Promise<{ name: string; temporary: boolean }> {
  requirePerson(ctx);
  if (ctx.viewer?.kind === 'user') return { name: (await replaceLicence(ctx, ctx.viewer.id, file)).name, temporary: false };
  return { name: (await createTemporaryLicence(ctx, file)).name, temporary: true };
}

/** Whether the signed-in user has a licence on file (checkout then needs no upload). Owner only. */
export async function hasLicenceOnFile(ctx: ServiceContext, userId: string): Promise<boolean> {
  const me = requireOwner(ctx, userId);
  return (await ctx.db.licenceDocument.count({ where: { userId: me.id, temporary: false } })) > 0;
}

/**
 * The stored file name of the user's licence on file (the newest), or null: the reference API's
 * `license` on the user record. Owner only, as the record it is read with.
 */
export async function licenceNameOf(ctx: ServiceContext, userId: string): Promise<string | null> {
  const me = requireOwner(ctx, userId);
  const row = await ctx.db.licenceDocument.findFirst({ where: { userId: me.id, temporary: false }, orderBy: { createdAt: 'desc' }, select: { storageKey: true } });
  return row ? row.storageKey.slice(FOLDER.length + 1) : null;
}

/** Deletes the signed-in driver's licence; true when there was one. */
export async function deleteLicence(ctx: ServiceContext, userId: string): Promise<boolean> {
  const me = requireOwner(ctx, userId);
  const rows = await ctx.db.licenceDocument.findMany({ where: { userId: me.id, temporary: false }, select: { id: true, storageKey: true } });
  if (!rows.length) return false;
  await ctx.db.licenceDocument.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
  await removeFiles(ctx.storage, rows.map((r) => r.storageKey));
  return true;
}

/**
 * Deletes a temporary upload by its name (the reference answers 200 whether or not it was still
 * there: the upload is gone either way); a driver's licence is never deleted this way.
 */
export async function deleteTemporaryLicence(ctx: ServiceContext, name: string): Promise<boolean> {
  requirePerson(ctx);
  if (!STORED_NAME.test(name)) return false;
  const deleted = await ctx.db.licenceDocument.deleteMany({ where: { storageKey: `${FOLDER}/${name}`, temporary: true } });
  if (deleted.count === 0) return false;
  await removeFiles(ctx.storage, [`${FOLDER}/${name}`]);
  return true;
}

/**
 * The licence of `userId`, for its owner, an admin, or a supplier with a booking of that driver.
 * Anyone else is refused before anything is read; no licence is a 404.
 */
export async function readLicence(ctx: ServiceContext, userId: string): Promise<{ stream: Readable; size: number; mimeType: string; name: string }> {
  const me = requireSignedIn(ctx);
  if (!UUID.test(userId)) throw me.type === 'driver' ? new ForbiddenError() : new NotFoundError('No licence on file.');
  if (me.id !== userId && me.type !== 'admin') {
    const hasBooking = me.type === 'supplier' && (await ctx.db.booking.count({ where: { supplierId: me.id, driverId: userId }, take: 1 })) > 0;
    if (!hasBooking) throw new ForbiddenError();
  }
  const row = await ctx.db.licenceDocument.findFirst({ where: { userId, temporary: false }, orderBy: { createdAt: 'desc' } });
  const name = row?.storageKey.slice(FOLDER.length + 1);
  const file = row && name ? await ctx.storage.open(FOLDER, name) : null;
  if (!row || !name || !file) throw new NotFoundError('No licence on file.');
  return { ...file, mimeType: row.mimeType, name };
}

async function removeFiles(storage: FileStorage, keys: string[]) {
  for (const key of keys) {
    const name = key.slice(FOLDER.length + 1);
    if (key.startsWith(`${FOLDER}/`) && STORED_NAME.test(name)) await storage.remove(FOLDER, name);
  }
}

/**
 * Deletes temporary uploads older than 24 hours: their rows, their files, and files of the
 * licences folder that no row names (an upload whose row was never written) once as old.
 * A driver's licence (a row that is not temporary) is never touched.
 */
export async function deleteOldTemporaryLicences(deps: { db: PrismaClient; storage: FileStorage; clock?: Clock }): Promise<{ rows: number; files: number }> {
  const now = (deps.clock ?? systemClock).now();
  const cutoff = new Date(now.getTime() - TEMPORARY_HOURS * 3600_000);
  const { storage } = deps;
  const old = await deps.db.licenceDocument.findMany({ where: { temporary: true, createdAt: { lt: cutoff } }, select: { id: true, storageKey: true } });
  let files = 0;
  if (old.length) {
    await deps.db.licenceDocument.deleteMany({ where: { id: { in: old.map((r) => r.id) }, temporary: true } });
    await removeFiles(storage, old.map((r) => r.storageKey));
    files += old.length;
  }
  const listed = (await storage.list(FOLDER)).filter((f) => f.modifiedAt < cutoff);
  if (listed.length) {
    const known = new Set(
      (await deps.db.licenceDocument.findMany({ where: { storageKey: { in: listed.map((f) => `${FOLDER}/${f.name}`) } }, select: { storageKey: true } })).map((r) => r.storageKey),
    );
    for (const f of listed) {
      if (known.has(`${FOLDER}/${f.name}`)) continue;
      await storage.remove(FOLDER, f.name);
      files++;
    }
  }
  return { rows: old.length, files };
}

/** The cleanup job (lib/jobs runs it hourly, once across instances). */
export function deleteTemporaryLicencesJob(deps: { db: PrismaClient; storage: FileStorage; clock?: Clock }): ScheduledJob {
  return { name: CLEANUP_JOB, cron: CLEANUP_CRON, run: () => deleteOldTemporaryLicences(deps) };
}
