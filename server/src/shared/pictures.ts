/**
 * Which file of a picture the browser should fetch for where it is shown (issue 25 point 2,
 * docs/decisions/045-picture-widths.md). Pure and browser-safe: the result card, the car page and
 * the server's `<link rel=preload as=image imagesrcset imagesizes>` compute the same answer.
 *
 * A raster picture under /cdn (JPEG, PNG, WebP, AVIF) is offered at PICTURE_WIDTHS as WebP, made by
 * the server on first request and kept in the file storage (http/cdn.ts): `<url>?w=<width>&f=webp`.
 * A vector picture (SVG) is one file sharp at every size, and a picture elsewhere is not ours to
 * resize: both keep their one URL.
 */

/** The widths /cdn makes of a raster picture. A fixed list: nobody can fill the storage with widths of their choosing. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The formats /cdn makes. WebP only: AVIF took seconds per large picture on this hardware (ADR 045). */
export const PICTURE_FORMATS = ['webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/**
 * Where a picture is shown, in CSS pixels:
 * - `card`: the search result card's picture, 120 × 90 at every screen width (CarCard);
 * - `page`: the car page's photo, the full width of a phone, at most 600 px beside the booking box
 *   (CarPage, Mantine's `md` breakpoint is 62em);
 * - `logo`: a supplier logo, 60 × 30 (spec §9).
 */
export type PictureLayout = 'card' | 'page' | 'logo';

const LAYOUTS: Record<PictureLayout, { sizes: string; widths: readonly PictureWidth[]; src: PictureWidth }> = {
  // 1x takes 160, 2x and 3x 320 (a 360 would be sharper at 3x by a hair; not worth a width).
  card: { sizes: '120px', widths: [160, 320], src: 160 },
  // A 390 px phone at 3x wants 1170: 1280. A desktop's 600 at 1x: 640, at 2x: 1280.
  page: { sizes: '(max-width: 62em) 100vw, 600px', widths: [320, 480, 640, 960, 1280], src: 640 },
  logo: { sizes: '60px', widths: [160], src: 160 },
};

export interface PictureSources {
  src: string;
  /** Absent for one-file pictures (vector, or not served by /cdn): `src` is then the only file. */
  srcSet?: string;
  sizes: string;
}

/** `/cdn/<public folder>/<name>.<raster extension>` at the end of a URL (absolute or not), with nothing after it. */
const RASTER_CDN = /\/cdn\/(cars|users|locations)\/[^/?#]+\.(jpe?g|png|webp)$/i;

/** The URL of `url` (a raster /cdn picture) at `width`, as WebP. */
export function pictureVariantUrl(url: string, width: PictureWidth, format: PictureFormat = 'webp'): string {
  return `${url}?w=${width}&f=${format}`;
}

/** Whether /cdn makes widths of this picture (a raster picture it serves). */
export function hasPictureVariants(url: string): boolean {
  return RASTER_CDN.test(url);
}

/** `src`, `srcSet` and `sizes` for an `<img>` (or `href`, `imagesrcset`, `imagesizes` for a preload link). */
export function pictureSources(url: string, layout: PictureLayout): PictureSources {
  const { sizes, widths, src } = LAYOUTS[layout];
  if (!hasPictureVariants(url)) return { src: url, sizes };
  return {
    src: pictureVariantUrl(url, src),
    srcSet: widths.map((width) => `${pictureVariantUrl(url, width)} ${width}w`).join(', '),
    sizes,
  };
}
