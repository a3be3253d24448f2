import { describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createSupplier } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * Issue 24 point 1: `car(id)` gives the car page everything in one query: the supplier with its
 * rating and cars, the places with address and opening hours, the conditions, the picture's
 * widths, and for a period the server's quote (the same as `quote`) and the cancellation deadline.
 */
let db: TestDatabase;
let server: TestServer;

withTestServer((made) => ({ db, server } = made));

/** `days` from today at 07:00 UTC (10:00 in Erbil, within opening hours). */
function inDays(days: number, hourUtc = 7): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}

const PAGE = graphql(`
  query CarPagePage($id: ID!, $offer: CarOfferInput!, $language: String) {
    car(id: $id) {
      id name payLaterAllowed deposit mileage unlimitedMileage fuelPolicy
      images { width url }
      supplier { id name logoUrl rating carCount payLaterAllowed }
      locations(language: $language) { id name address latitude longitude openingHours { opens closes timeZone } }
      offer(input: $offer) {
        cancellationDeadline
        quote { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } }
      }
    }
  }
`);

describe('car(id) for the car page', () => {
  it('gives the supplier with its rating and number of cars, the places with address and hours', async () => {
    const id = scenario.car.miniAtAirport.id;
    const row = await db.prisma.car.findUniqueOrThrow({ where: { id } });
    const res = await server.gql(PAGE, { id, offer: { from: inDays(10), to: inDays(13) }, language: 'fr' });
    expect(res.errors).toBeUndefined();
    const car = res.data!.car!;

    const rated = await db.prisma.car.findMany({ where: { supplierId: row.supplierId, rating: { not: null } } });
    const average = rated.reduce((sum, c) => sum + c.rating!.toNumber(), 0) / rated.length;
    expect(car.supplier.rating).toBeCloseTo(Math.round(average * 10) / 10, 5);
    expect(car.supplier.carCount).toBe(await db.prisma.car.count({ where: { supplierId: row.supplierId } }));
    expect(car.payLaterAllowed).toBe(true);

    const links = await db.prisma.carLocation.findMany({ where: { carId: id }, include: { location: { include: { names: true, country: { include: { names: true } } } } } });
    expect(car.locations).toHaveLength(links.length);
    for (const { location } of links) {
      const shown = car.locations.find((l: any) => l.id === location.id)!;
      const fr = (l: { names: { language: string; name: string }[] }) => l.names.find((n) => n.language === 'fr')!.name;
      expect(shown.address).toBe(`${fr(location)}, ${fr(location.country)}`);
      expect(shown.latitude).toBeCloseTo(location.latitude.toNumber(), 5);
      expect(shown.openingHours).toEqual({ opens: '08:00', closes: '20:00', timeZone: 'Asia/Baghdad' });
    }

    // The seed's pictures are SVG: one file at every width.
    expect(car.images.map((i: any) => i.width)).toEqual([300, 600, 900]);
    expect(new Set(car.images.map((i: any) => i.url))).toEqual(new Set([expect.stringMatching(/\/cdn\/cars\/seed-car-.+\.svg$/)]));
  });

  it("the offer's breakdown is the quote's, and the deadline is 24 hours before pick-up", async () => {
    const id = scenario.car.tieredMidi.id;
    const from = inDays(20);
    const to = inDays(31);
    const page = await server.gql(PAGE, { id, offer: { from, to } });
    expect(page.errors).toBeUndefined();
    const quote = await server.gql(graphql(`query CarPageOp1($i: QuoteInput!) { quote(input: $i) { days rental total perDay blocks { size count unitPrice discounted amount } extras { kind available included chosen unitPrice amount } } }`),
      { i: { carId: id, from, to } },
    );
    expect(quote.errors).toBeUndefined();
    expect(page.data!.car!.offer!.quote).toEqual(quote.data!.quote);
    expect(page.data!.car!.offer!.quote.days).toBe(11);
    // 11 days of the Tucson: a weekly block and more.
    expect(page.data!.car!.offer!.quote.blocks.map((b: any) => b.size)).toContain(7);
    expect(page.data!.car!.offer!.cancellationDeadline).toBe(new Date(Date.parse(from) - 24 * 3600_000).toISOString());

    // Pay later: cancellation and amendments are included, as in quote.
    const later = await server.gql(PAGE, { id, offer: { from, to, paymentOption: 'payLater' } });
    const laterQuote = await server.gql(graphql(`query CarPageOp2($i: QuoteInput!) { quote(input: $i) { total extras { kind included chosen amount } } }`), {
      i: { carId: id, from, to, paymentOption: 'payLater' },
    });
    const cancellation = later.data!.car!.offer!.quote.extras.find((e: any) => e.kind === 'cancellation');
    expect(cancellation).toMatchObject(laterQuote.data!.quote.extras.find((e: any) => e.kind === 'cancellation')!);
    expect(later.data!.car!.offer!.quote.total).toBe(laterQuote.data!.quote.total);
  });

  it('a supplier that refuses pay later, and one with no rated car', async () => {
    const online = await server.gql(PAGE, { id: scenario.car.payOnlineOnly.id, offer: { from: inDays(40), to: inDays(42) } });
    expect(online.data!.car!.payLaterAllowed).toBe(false);
    const supplier = await createSupplier(db.prisma);
    const car = await createCar(db.prisma, { supplierId: supplier.id, rating: null, image: null, locations: [scenario.location.airport] });
    const res = await server.gql(PAGE, { id: car.id, offer: { from: inDays(40), to: inDays(42) } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.car!.supplier).toMatchObject({ rating: null, carCount: 1 });
    expect(res.data!.car!.images).toEqual([]);
  });

  it('dates that break a rule: the car is still answered, the offer is null with the rule that failed', async () => {
    const id = scenario.car.miniAtAirport.id;
    const cases = [
      { offer: { from: inDays(-2), to: inDays(1) }, field: 'from' },
      { offer: { from: inDays(10, 19), to: inDays(12) }, field: 'from' }, // 22:00 in Erbil: closed
      { offer: { from: inDays(10), to: inDays(9) }, field: 'to' },
    ];
    for (const { offer, field } of cases) {
      const res = await server.gql(PAGE, { id, offer });
      expect(res.data!.car!.name).toBeTruthy();
      expect(res.data!.car!.offer).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((res.errors?.[0] as { path?: unknown } | undefined)?.path).toEqual(['car', 'offer']);
      expect(Object.keys(res.errors?.[0].extensions?.fieldErrors as object)).toContain(field);
    }
  });

  it('an unknown or malformed id is null, without an error', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await server.gql(PAGE, { id, offer: { from: inDays(10), to: inDays(13) } });
      expect(res.errors).toBeUndefined();
      expect(res.data!.car).toBeNull();
    }
  });

  it('GET /api/car/{id}/{language} keeps its reference shape (no new keys)', async () => {
    const res = await fetch(`${server.baseUrl}/api/car/${scenario.car.miniAtAirport.id}/en`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    for (const key of ['payLaterAllowed', 'images', 'offer', 'address', 'openingHours']) expect(body).not.toHaveProperty(key);
  });
});
