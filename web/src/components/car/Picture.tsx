import { Image, type ImageProps } from '@mantine/core';
import { pictureSources, type PictureLayout } from '@shared/pictures.ts';
import { useState } from 'react';
import { useServerRender } from '../../ssr/ServerContext.ts';

/**
 * How soon a picture is fetched: `high` for the page's largest picture (the first result, the car
 * page's photo: fetched first, `fetchpriority=high`), `eager` for the others in the first screen,
 * none (lazy) for the rest. Lazy pictures in the first screen wait for layout and arrive late
 * (issue 25: the first result's picture came 1.9 s after the text).
 */
export type PicturePriority = 'high' | 'eager';

/** A transparent pixel: the frame keeps its size when a picture is missing or fails. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/**
 * A car's (or a supplier's) picture at the size it is shown: `src`, `srcSet` and `sizes` from the
 * shared pictureSources (WebP widths of a raster picture, one URL for a vector one; the server's
 * preload link uses the same function, so the browser reuses what it preloaded).
 */
export function Picture({
  url,
  layout,
  priority,
  ...image
}: { url: string | null | undefined; layout: PictureLayout; priority?: PicturePriority } & Omit<ImageProps, 'src' | 'srcSet' | 'sizes'> & {
    alt: string;
    width?: number;
    height?: number;
  }) {
  // A failed width list falls back to the blank frame (Mantine keeps other attributes: drop the srcset too).
  const [failed, setFailed] = useState(false);
  const sources = url && !failed ? pictureSources(url, layout) : null;
  // The page's largest picture is preloaded from the document's head (server render).
  const server = useServerRender();
  if (server && priority === 'high' && sources && !server.preloadImage) server.preloadImage = sources;
  return (
    <Image
      {...image}
      src={sources?.src ?? null}
      srcSet={sources?.srcSet}
      sizes={sources?.srcSet ? sources.sizes : undefined}
      fallbackSrc={BLANK}
      onError={() => setFailed(true)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
