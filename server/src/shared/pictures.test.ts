import { describe, expect, it } from 'vitest';
import { hasPictureVariants, pictureSources } from './pictures.ts';

describe('pictureSources', () => {
  it('lists WebP widths of a raster /cdn picture for each layout, with a src the browser can fall back on', () => {
    const url = 'https://rent.example/cdn/cars/photo.JPG';
    expect(pictureSources(url, 'card')).toEqual({ src: `${url}?w=160&f=webp`, srcSet: `${url}?w=160&f=webp 160w, ${url}?w=320&f=webp 320w`, sizes: '120px' });
    expect(pictureSources(url, 'page')).toMatchObject({ src: `${url}?w=640&f=webp`, sizes: '(max-width: 62em) 100vw, 600px' });
    expect(pictureSources(url, 'page').srcSet!.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '480w', '640w', '960w', '1280w']);
    expect(pictureSources('/cdn/users/0b6f3b1e-2c1d-4e5f-8a9b-0c1d2e3f4a5b.webp', 'logo').srcSet).toBe('/cdn/users/0b6f3b1e-2c1d-4e5f-8a9b-0c1d2e3f4a5b.webp?w=160&f=webp 160w');
  });

  it('keeps one URL for a vector picture, a picture elsewhere, a private folder or a URL with a query', () => {
    for (const url of [
      'https://rent.example/cdn/cars/seed-car-yaris.svg',
      'https://images.example/photo.jpg',
      'https://rent.example/cdn/licences/a.png',
      'https://rent.example/cdn/cars/photo.jpg?w=160&f=webp',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    ]) {
      expect(hasPictureVariants(url)).toBe(false);
      expect(pictureSources(url, 'card')).toEqual({ src: url, sizes: '120px' });
    }
  });
});
