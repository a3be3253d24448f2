import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CarCardFragment } from '../src/__generated__/graphql.ts';
import { CarCard, resultPicturePriority } from '../src/components/search/CarCard.tsx';
import { renderWithProviders } from './render.tsx';

/**
 * The result card's picture (issue 25 point 2): the first results' pictures are fetched at once
 * (the first with high priority), at the width shown (a srcset of WebP widths for a raster
 * picture), in a box of fixed size; the others wait until they scroll near.
 */
const criteria = { pickup: 'loc-citadel', dropoff: 'loc-citadel', from: '2030-07-01T09:00:00.000Z', to: '2030-07-04T09:00:00.000Z' };

function result(index: number, imageUrl: string | null): CarCardFragment {
  return {
    __typename: 'CarSearchEdge',
    node: {
      __typename: 'Car',
      id: `car-${index}`,
      name: `Car ${index}`,
      imageUrl,
      supplier: { __typename: 'Supplier', id: 'sup-1', name: 'Zagros Cars' },
      seats: 5,
      gearbox: 'AUTOMATIC',
      fuelType: 'PETROL',
      aircon: true,
      mileage: null,
      unlimitedMileage: true,
    },
    quote: { __typename: 'Quote', total: '120.00', perDay: '40.00', days: 3 },
    payAtPickUp: false,
    freeCancellationUntil: null,
  } as unknown as CarCardFragment;
}

function renderResults(urls: (string | null)[]) {
  renderWithProviders(
    <>
      {urls.map((url, index) => (
        <CarCard key={index} result={result(index, url)} criteria={criteria} priority={resultPicturePriority(index)} />
      ))}
    </>,
  );
  return urls.map((_, index) => screen.getByRole('article', { name: `Car ${index}` }).querySelector('img')!);
}

describe('CarCard picture', () => {
  it('fetches the first picture first, the next two at once, the rest lazily, each at the width shown', () => {
    const photo = (n: number) => `http://localhost:3000/cdn/cars/photo-${n}.jpg`;
    const images = renderResults([photo(0), photo(1), photo(2), photo(3)]);

    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images[0].getAttribute('srcset')).toBe(`${photo(0)}?w=160&f=webp 160w, ${photo(0)}?w=320&f=webp 320w`);
    expect(images[0].getAttribute('sizes')).toBe('120px');
    expect(images[0].getAttribute('src')).toBe(`${photo(0)}?w=160&f=webp`);

    for (const image of images.slice(1, 3)) {
      expect(image.getAttribute('loading')).toBe('eager');
      expect(image.hasAttribute('fetchpriority')).toBe(false);
    }
    expect(images[3].getAttribute('loading')).toBe('lazy');
    expect(images[3].hasAttribute('fetchpriority')).toBe(false);
    expect(images[3].getAttribute('srcset')).toContain(`${photo(3)}?w=320&f=webp 320w`);
    // The box is reserved before the picture arrives: nothing below it moves.
    for (const image of images) expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['120', '90']);
  });

  it('gives a vector picture its one URL, with no srcset', () => {
    const [image] = renderResults(['http://localhost:3000/cdn/cars/seed-car-yaris.svg']);
    expect(image.getAttribute('src')).toBe('http://localhost:3000/cdn/cars/seed-car-yaris.svg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });
});
