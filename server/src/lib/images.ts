import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions, type Sharp } from 'sharp';
import { PICTURE_FORMATS, PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from '../shared/pictures.ts';

/**
 * The one rule for uploaded pictures (avatars, licence images; product-decisions "Files",
 * docs/decisions/028-file-storage.md): what is accepted, how large a picture may be, and how it
 * is decoded and re-encoded. Each service words the refusal in its own message.
 *
 * - The format is read from the bytes by `file-type` (never the name or the client's
 *   Content-Type): JPEG, PNG or WebP; an SVG, a script or anything renamed `.png` is refused before
 *   sharp sees it. sharp's own reading of the header must agree.
 * - The header's dimensions are read without decoding a pixel (sharp's metadata()); a picture of
 *   more than MAX_IMAGE_PIXELS is refused there, in milliseconds, whatever the file's size: a
 *   small file may claim a huge picture (a decompression bomb: a PNG of 60000 × 60000 zero rows
 *   is a few kilobytes). The decoder is given the same limit (`limitInputPixels`), so a header
 *   that lies still cannot make it allocate more.
 * - Decoded in full when re-encoded, failing on any decoding error (`failOn: 'error'`): a
 *   truncated or corrupt file is refused, not stored half-read.
 * - Re-encoded, never stored as sent: turned upright by its EXIF orientation, resized, written
 *   anew. Re-encoding drops every metadata block (EXIF with GPS position, comments) and anything
 *   hidden after the image data.
 */

/** Decoding stops above this many pixels (about an 8000 × 5000 photo; larger phones' pictures are 48 MP only in their "full" mode). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';
const FORMATS: Record<string, ImageFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Why a picture was refused: not an accepted format, or not a readable picture of an accepted size. */
export class ImageRefusedError extends Error {
  constructor(readonly problem: 'type' | 'unreadable') {
    super(problem === 'type' ? 'not a JPEG, PNG or WebP picture' : 'picture cannot be read or is too large');
  }
}

/** The accepted picture format the bytes start as, or null (the caller may accept other types, e.g. a PDF licence). */
export async function imageFormatOf(bytes: Uint8Array): Promise<ImageFormat | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && FORMATS[type.mime]) || null;
}

export interface CheckedImage {
  format: ImageFormat;
  /** Width and height once turned upright (orientations 5 to 8 swap them). */
  width: number;
  height: number;
  /** The decoder, limited to MAX_IMAGE_PIXELS, with nothing applied yet. */
  image: Sharp;
}

/** Checks a picture by its header, decoding no pixel: format and dimensions, or ImageRefusedError. */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  const format = await imageFormatOf(bytes);
  if (!format) throw new ImageRefusedError('type');
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  let meta;
  try {
    meta = await image.metadata();
  } catch {
    // libvips could not read the header, or it claims more than the limit: the user's file.
    throw new ImageRefusedError('unreadable');
  }
  if (meta.format !== format) throw new ImageRefusedError('type');
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRefusedError('unreadable');
  const swapped = (meta.orientation ?? 1) >= 5;
  return { format, width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height, image };
}

/**
 * Decodes and writes the picture anew: upright, resized by `resize` (never enlarged), in `format`.
 * A decoding error (truncated, corrupt) is ImageRefusedError('unreadable').
 */
export async function reencodeImage(
  checked: CheckedImage,
  options: { resize: ResizeOptions & { width: number; height: number }; format: ImageFormat; quality: number },
): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    const pipeline = checked.image.rotate().resize({ withoutEnlargement: true, ...options.resize });
    const encoded =
      options.format === 'jpeg'
        ? pipeline.jpeg({ quality: options.quality })
        : options.format === 'png'
          ? pipeline.png()
          : pipeline.webp({ quality: options.quality });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new ImageRefusedError('unreadable');
  }
}

/**
 * A stored picture at `width` (never enlarged, height in proportion) as WebP, for /cdn's widths
 * (http/cdn.ts, ADR 045). The same checks as an upload (format from the bytes, at most
 * MAX_IMAGE_PIXELS, full decode): a stored file is read as warily as a sent one.
 */
export async function pictureAtWidth(bytes: Uint8Array, width: number): Promise<{ bytes: Buffer; width: number; height: number }> {
  const checked = await checkImage(bytes);
  // Quality 78: a photo's WebP at card and page sizes with no visible loss, about a third of a JPEG's bytes.
  return reencodeImage(checked, { resize: { width, height: checked.height, fit: 'inside' }, format: 'webp', quality: 78 });
}

/**
 * The stored name of a picture's variant: a UUID-shaped digest of the picture's path, width and
 * format (a stored name, as storage requires), the same on every instance. Picture names never
 * change content (a new upload is a new name), so the name alone identifies the bytes.
 */
export function variantName(picture: string, width: PictureWidth, format: PictureFormat): string {
  const hex = createHash('sha256').update(`${picture}@${width}.${format}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.${format}`;
}

/** Every variant name a picture may have (removed with the picture: an avatar replaced or deleted). */
export function variantNames(picture: string): string[] {
  return PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map((format) => variantName(picture, width, format)));
}
