import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma } from '../../src/db/prisma.ts';
import { createCar, createLocation, createSupplier } from '../../../prisma/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';

/**
 * The /locations and /suppliers data (issue 14): REST `GET /api/suppliers/{page}/{size}?s=` in
 * the reference paged shape, and GraphQL `locationDirectory` (locations by country with their
 * car counts, pages of 30), each held to a plain reading of the tables.
 */
let db: TestDatabase;
let server: TestServer;
const statements: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const counting = createPrisma(db.url, 5, { onQuery: (sql) => statements.push(sql) });
  // Own set-up: the server runs over a query-counting Prisma client, which withTestServer does not take.
  server = await startTestServer({ ...db, prisma: counting });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const get = (path: string) => fetch(`${server.baseUrl}${path}`);

type SupplierRow = { _id: string; fullName: string; avatar: string | null; payLater: boolean; licenseRequired: true; carCount: number };
type Paged<T> = [{ resultData: T[]; pageInfo: [{ totalRecords: number }] }] | [];

/** Every supplier as the shim should list it: by name (then id), with its number of available cars. */
async function plainSuppliers(): Promise<SupplierRow[]> {
  const rows = await db.prisma.supplier.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }], include: { _count: { select: { cars: { where: { available: true } } } } } });
  return rows.map((s) => ({ _id: s.id, fullName: s.name, avatar: s.logo, payLater: s.payLaterAllowed, licenseRequired: true, carCount: s._count.cars }));
}

describe('GET /api/suppliers/{page}/{size}?s=', () => {
  let zagros: { id: string };
  beforeAll(async () => {
    // Two suppliers named alike in different letter cases, one with three cars, one with none,
    // and one whose name holds LIKE's wildcards.
    zagros = await createSupplier(db.prisma, { name: 'Xyzzy Drive Places', logo: 'xyzzy.png' });
    await createSupplier(db.prisma, { name: 'xyzzy wheels places', payLaterAllowed: false });
    await createSupplier(db.prisma, { name: 'Places 100%_Cars' });
    for (let i = 0; i < 3; i++) await createCar(db.prisma, { supplierId: zagros.id });
    // Not offered: not counted (the search the supplier's link opens would not show it).
    await createCar(db.prisma, { supplierId: zagros.id, available: false });
  });

  it('answers the exact request of a reference client: every supplier, by name, with its cars', async () => {
    const res = await get('/api/suppliers/1/30?s=');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Paged<SupplierRow>;
    const all = await plainSuppliers();
    expect(all.length).toBeGreaterThan(3);
    expect(body).toEqual([{ resultData: all.slice(0, 30), pageInfo: [{ totalRecords: all.length }] }]);
    const row = body[0]!.resultData.find((s) => s._id === zagros.id);
    expect(row).toEqual({ _id: zagros.id, fullName: 'Xyzzy Drive Places', avatar: 'xyzzy.png', payLater: true, licenseRequired: true, carCount: 3 });
  });

  it('searches names in any letter case, wildcards read as plain characters', async () => {
    const found = (await (await get('/api/suppliers/1/30?s=XYZZY')).json()) as Paged<SupplierRow>;
    expect(found[0]!.resultData.map((s) => [s.fullName, s.carCount, s.payLater])).toEqual([
      ['Xyzzy Drive Places', 3, true],
      ['xyzzy wheels places', 0, false],
    ]);
    expect(found[0]!.pageInfo).toEqual([{ totalRecords: 2 }]);
    const percent = (await (await get(`/api/suppliers/1/30?s=${encodeURIComponent('0%_c')}`)).json()) as Paged<SupplierRow>;
    expect(percent[0]!.resultData.map((s) => s.fullName)).toEqual(['Places 100%_Cars']);
    // Without the search, the query is the same as an empty one.
    expect(await (await get('/api/suppliers/1/30')).json()).toEqual(await (await get('/api/suppliers/1/30?s=')).json());
  });

  it('pages 1-based, with the total on every page, and [] when nothing is there', async () => {
    const all = await plainSuppliers();
    const second = (await (await get('/api/suppliers/2/2?s=')).json()) as Paged<SupplierRow>;
    expect(second).toEqual([{ resultData: all.slice(2, 4), pageInfo: [{ totalRecords: all.length }] }]);
    const past = await get(`/api/suppliers/${all.length + 1}/1?s=`);
    expect(past.status).toBe(200);
    expect(await past.json()).toEqual([]);
    expect(await (await get('/api/suppliers/1/30?s=no-such-supplier-here')).json()).toEqual([]);
  });

  it('accepts the path as reference clients spell it (letter case, trailing slash)', async () => {
    const res = await get('/API/Suppliers/1/2/?s=xyzzy');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Paged<SupplierRow>)[0]!.resultData).toHaveLength(2);
  });

  it.each([
    ['/api/suppliers/0/30', 'page must be 1 or more.'],
    ['/api/suppliers/one/30', 'page must be a number.'],
    ['/api/suppliers/1.5/30', 'page must be a whole number.'],
    ['/api/suppliers/100001/30', 'page must be at most 100000.'],
    ['/api/suppliers/1/0', 'size must be 1 to 100.'],
    ['/api/suppliers/1/101', 'size must be 1 to 100.'],
    [`/api/suppliers/1/30?s=${'x'.repeat(101)}`, null],
    ['/api/suppliers/1/30?s=a%00b', null],
  ])('answers 400 with a message for %s, never a 500', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('BAD_USER_INPUT');
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toMatch(/\S/);
  });
});

const DIRECTORY = `query($language: String, $page: Int) {
  locationDirectory(language: $language, page: $page) {
    page pageSize totalCount
    countries { continued country { id name } locations { id name carCount } }
  }
}`;

type Directory = {
  page: number;
  pageSize: number;
  totalCount: number;
  countries: { continued: boolean; country: { id: string; name: string }; locations: { id: string; name: string; carCount: number }[] }[];
};

/**
 * The plain reading: countries with at least 4 locations, by name in `language`, their
 * locations by name, each with the number of cars offered there.
 */
async function plainDirectory(language: 'en' | 'fr' | 'es') {
  // A place with no name in the language shows its English one.
  const col = (p: { names: { language: string; name: string }[] }) =>
    (p.names.find((n) => n.language === language) ?? p.names.find((n) => n.language === 'en')!).name;
  const countries = await db.prisma.country.findMany({
    include: { names: true, locations: { include: { names: true, _count: { select: { cars: { where: { car: { available: true } } } } } } } },
  });
  return countries
    .filter((c) => c.locations.length >= 4)
    .sort((a, b) => col(a).localeCompare(col(b), language))
    .flatMap((c) =>
      c.locations
        .sort((a, b) => col(a).localeCompare(col(b), language))
        .map((l) => ({ country: { id: c.id, name: col(c) }, location: { id: l.id, name: col(l), carCount: l._count.cars } })),
    );
}

async function directory(variables: Record<string, unknown>): Promise<Directory> {
  const res = await server.gql<{ locationDirectory: Directory }>(DIRECTORY, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.locationDirectory;
}

/** The page's locations flattened back, with their country. */
const flatten = (page: Directory) => page.countries.flatMap((g) => g.locations.map((location) => ({ country: g.country, location })));

describe('GraphQL locationDirectory', () => {
  let big: { id: string };
  let small: { id: string };
  beforeAll(async () => {
    // A country with 33 locations (more than a page), one with 3 (left out), cars at two places.
    const country = (code: string, names: Record<string, string>) =>
      db.prisma.country.create({ data: { code, names: { create: Object.entries(names).map(([language, name]) => ({ language, name })) } } });
    big = await country('ZA', { en: 'Aaland Test', fr: 'Zélande Test', es: 'Tierra Test' });
    small = await country('ZB', { en: 'Smallia', fr: 'Petitie', es: 'Pequeñia' });
    const places = [];
    for (let i = 0; i < 33; i++) {
      const n = String(i).padStart(2, '0');
      places.push(await createLocation(db.prisma, { countryId: big.id, names: { en: `Big ${n}`, fr: `Grand ${n}`, es: `Grande ${n}` } }));
    }
    for (let i = 0; i < 3; i++) await createLocation(db.prisma, { countryId: small.id, names: { en: `Small ${i}` } });
    const supplier = await createSupplier(db.prisma);
    await createCar(db.prisma, { supplierId: supplier.id, locations: [places[0]!.id, places[1]!.id] });
    await createCar(db.prisma, { supplierId: supplier.id, locations: [places[0]!.id] });
    await createCar(db.prisma, { supplierId: supplier.id, locations: [places[0]!.id, places[2]!.id], available: false });
  });

  it('lists the locations of countries with at least 4, by country and name, with their cars, 30 a page', async () => {
    const plain = await plainDirectory('en');
    const first = await directory({ language: 'en' });
    expect(first).toMatchObject({ page: 1, pageSize: 30, totalCount: plain.length });
    expect(flatten(first)).toEqual(plain.slice(0, 30));
    expect(first.countries.map((g) => g.country.id)).not.toContain(small.id);
    // Each country appears once on a page, its locations together.
    expect(new Set(first.countries.map((g) => g.country.id)).size).toBe(first.countries.length);
    const bigOnFirst = first.countries.find((g) => g.country.id === big.id)!;
    expect(bigOnFirst.locations.slice(0, 3).map((l) => [l.name, l.carCount])).toEqual([
      ['Big 00', 2],
      ['Big 01', 1],
      ['Big 02', 0],
    ]);
    const second = await directory({ language: 'en', page: 2 });
    expect(flatten(second)).toEqual(plain.slice(30, 60));
    expect(second.countries.length).toBeGreaterThan(0);
    // A country says when its first locations were on an earlier page, and only then.
    for (const [page, found] of [[1, first], [2, second]] as const) {
      for (const g of found.countries) {
        const firstAt = plain.findIndex((row) => row.country.id === g.country.id);
        expect(g.continued, `${g.country.name} on page ${page}`).toBe(firstAt < (page - 1) * 30);
      }
    }
    expect(second.countries.some((g) => g.continued)).toBe(true);
  });

  it('names and orders everything in the language asked for', async () => {
    const plain = await plainDirectory('fr');
    const page = await directory({ language: 'FR' });
    expect(flatten(page)).toEqual(plain.slice(0, 30));
    expect(page.countries.some((g) => g.country.name === 'Zélande Test')).toBe(true);
  });

  it('answers no countries past the last page, and BAD_USER_INPUT for a bad page or language', async () => {
    const plain = await plainDirectory('en');
    const past = await directory({ page: Math.ceil(plain.length / 30) + 1 });
    expect(past).toMatchObject({ totalCount: plain.length, countries: [] });
    for (const variables of [{ page: 0 }, { page: -3 }, { page: 100_001 }, { language: 'de' }]) {
      const res = await server.gql(DIRECTORY, variables);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('costs the same few statements whatever the number of locations on the page', async () => {
    statements.length = 0;
    const page = await directory({ language: 'en' });
    expect(flatten(page)).toHaveLength(30);
    // countries, their locations, the car counts of the page's locations: not one per location.
    expect(statements.filter((s) => /^\s*select/i.test(s)).length).toBeLessThanOrEqual(3);
  });
});
