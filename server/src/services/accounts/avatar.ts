import type { ServiceContext } from '../../context.ts';
import type { User } from '../../__generated__/prisma/client.ts';
import { BadUserInputError, NotFoundError, userError } from '../../errors.ts';
import { checkImage, ImageRefusedError, reencodeImage, variantNames } from '../../lib/images.ts';
import { STORED_NAME, type FileStorage, type PublicFolder } from '../../lib/storage/index.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { requireOwner, requireSignedIn } from '../guards.ts';
import { lockUserAvatar } from './queries.ts';

/**
 * The user's avatar (issue 13 point 5, product-decisions "Files"): a PUBLIC picture, served at
 * /cdn/users/{name} (app.ts) and named by `users.avatar` (User.avatarUrl, the REST `avatar`).
 *
 * - Checked by content as every uploaded picture is (lib/images.ts, the rule licence images share):
 *   JPEG, PNG or WebP as `file-type` reads the bytes, at most 40 megapixels by the header (read
 *   without decoding), decoded by sharp; at most 5 MB.
 * - Re-encoded, never stored as sent: turned upright by its EXIF orientation, cropped to a square
 *   around the centre (`cover`: avatars are shown round or square) of at most 512 × 512 (never
 *   enlarged), written as WebP. Re-encoding drops every metadata block (EXIF with GPS position,
 *   comments) and anything hidden after the image data.
 * - Stored under a new random name (ctx.storage: the local folder or the S3 bucket, ADR 028; an
 *   atomic write either way); the row is changed in a
 *   transaction that locks it, and the previous file is removed only after the commit (a failed
 *   change leaves the old avatar working and removes the new file).
 */

/** The largest upload accepted, in bytes. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** The stored avatar's largest side, in pixels. */
export const AVATAR_SIZE = 512;
const FOLDER: PublicFolder = 'users';

/** A file as a transport read it (graphql/uploads.ts readUpload, rest/multipart.ts). */
export interface AvatarFile {
  bytes: Uint8Array;
  fileName?: string;
  /** The transport stopped reading at the limit: the file is larger than MAX_AVATAR_BYTES. */
  truncated?: boolean;
}

/** An upload over the limit: BAD_USER_INPUT (IMAGE_TOO_LARGE) in GraphQL; the REST shim answers it 413. */
export class AvatarTooLargeError extends BadUserInputError {
  readonly tooLarge = true;
  constructor() {
    super(MESSAGES.IMAGE_TOO_LARGE, { image: 'IMAGE_TOO_LARGE' }, 'IMAGE_TOO_LARGE');
  }
}

/** Checks and re-encodes an upload: the WebP bytes to store, or a clear refusal (lib/images.ts, the rule licences share). */
export async function processAvatar(file: AvatarFile | null | undefined): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (file?.truncated || (file?.bytes.byteLength ?? 0) > MAX_AVATAR_BYTES) throw new AvatarTooLargeError();
  if (!file || file.bytes.byteLength === 0) throw userError('IMAGE_REQUIRED', { image: 'IMAGE_REQUIRED' });
  try {
    const checked = await checkImage(file.bytes);
    const side = Math.min(AVATAR_SIZE, checked.width, checked.height);
    return await reencodeImage(checked, { resize: { width: side, height: side, fit: 'cover', position: 'centre' }, format: 'webp', quality: 82 });
  } catch (err) {
    if (!(err instanceof ImageRefusedError)) throw err;
    // Not an accepted format; or libvips could not decode it (truncated, corrupt, too many pixels): the user's file, not our failure.
    if (err.problem === 'type') throw userError('IMAGE_WRONG_TYPE', { image: 'IMAGE_WRONG_TYPE' });
    throw userError('IMAGE_UNREADABLE', { image: 'IMAGE_UNREADABLE' });
  }
}

/** Only files this service wrote are ever removed (seeded pictures such as supplier logos are not). */
export async function removeAvatarFile(storage: FileStorage, name: string | null | undefined): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  await storage.remove(FOLDER, name);
  // Its widths made by /cdn (ADR 045), if any were asked for; a missing one is no error.
  await Promise.all(variantNames(`${FOLDER}/${name}`).map((variant) => storage.remove('variants', variant)));
}

/** Sets `avatar` on the locked row; returns the updated user and the name it replaced. */
async function swapAvatar(ctx: Pick<ServiceContext, 'db'>, userId: string, name: string | null): Promise<{ user: User; previous: string | null }> {
  return ctx.db.$transaction(async (tx) => {
    // Lock the row: two uploads at once must each see the other's file as "previous" (or none),
    // so no file is left behind unnamed and no file still named is removed.
    const row = await lockUserAvatar(tx, userId);
    // A deleted account (ADR 025) gets no picture back, even from an upload that began before.
    if (!row || row.deleted) throw new NotFoundError();
    const user = await tx.user.update({ where: { id: userId }, data: { avatar: name } });
    return { user, previous: row.avatar };
  });
}

/**
 * Replaces the signed-in user's avatar. `userId`, when given (the REST path), must be theirs;
 * the guard runs before the file is looked at.
 */
export async function updateAvatar(ctx: ServiceContext, args: { userId?: string | null; file: AvatarFile | null | undefined }): Promise<User> {
  const me = args.userId === undefined ? requireSignedIn(ctx) : requireOwner(ctx, args.userId);
  const { bytes } = await processAvatar(args.file);
  const { storage } = ctx;
  const name = await storage.put(FOLDER, bytes, 'webp');
  let result;
  try {
    result = await swapAvatar(ctx, me.id, name);
  } catch (err) {
    await storage.remove(FOLDER, name);
    throw err;
  }
  if (result.previous !== name) await removeAvatarFile(storage, result.previous);
  return result.user;
}

/** Removes the signed-in user's avatar (a user without one is answered as is). */
export async function deleteAvatar(ctx: ServiceContext, args: { userId?: string | null } = {}): Promise<User> {
  const me = args.userId === undefined ? requireSignedIn(ctx) : requireOwner(ctx, args.userId);
  const { user, previous } = await swapAvatar(ctx, me.id, null);
  await removeAvatarFile(ctx.storage, previous);
  return user;
}
