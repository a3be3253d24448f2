import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { Car, Supplier } from '../../__generated__/prisma/client.ts';
import { locationsByCarIds, type LocalizedLocation } from '../locations/locations.ts';
import type { Language } from '../i18n/language.ts';
import { BadUserInputError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { CARS_PAGE_SIZE, MAX_PAGE_SIZE } from '../settings/constants.ts';

export { CARS_PAGE_SIZE, MAX_PAGE_SIZE };

const Uuid = z.uuid();

/** One car by id; null when there is none (an id that is not a UUID cannot exist). */
export async function getCar(ctx: Pick<ServiceContext, 'db'>, { id }: { id: string }): Promise<Car | null> {
  if (!Uuid.safeParse(id).success) return null;
  return ctx.db.car.findUnique({ where: { id } });
}

/** A car with its supplier and its pick-up locations named in a language (the REST car page). */
export async function getCarDetails(
  ctx: ServiceContext,
  { id, language }: { id: string; language: Language },
): Promise<{ car: Car; supplier: Supplier | null; locations: LocalizedLocation[] } | null> {
  const car = await getCar(ctx, { id });
  if (!car) return null;
  const [supplier, [locations]] = await Promise.all([
    ctx.db.supplier.findUnique({ where: { id: car.supplierId } }),
    locationsByCarIds(ctx.db, [car.id], language),
  ]);
  return { car, supplier, locations };
}

export interface CarPage {
  totalCount: number;
  edges: { cursor: string; node: Car }[];
  hasNextPage: boolean;
  endCursor: string | null;
}

// The name part is compared in SQL: bounded, and no NUL (PostgreSQL text cannot hold one).
const CarCursor = z.tuple([z.string().max(200).refine((s) => !s.includes('\u0000')), z.uuid()]);

/** Every car ordered by (name, id), keyset-paginated so pages stay stable under ties. */
export async function listCars(
  ctx: ServiceContext,
  args: { first?: number | null; after?: string | null },
): Promise<CarPage> {
  const first = args.first ?? CARS_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new BadUserInputError(`first must be between 1 and ${MAX_PAGE_SIZE}.`, { first: 'Out of range' });
  }
  let after: [string, string] | undefined;
  if (args.after) {
    after = decodeCursor(args.after, CarCursor);
  }
  const where = after
    ? { OR: [{ name: { gt: after[0] } }, { name: after[0], id: { gt: after[1] } }] }
    : {};
  const [totalCount, rows] = await Promise.all([
    ctx.db.car.count(),
    ctx.db.car.findMany({ where, orderBy: [{ name: 'asc' }, { id: 'asc' }], take: first + 1 }),
  ]);
  const page = rows.slice(0, first);
  const edges = page.map((node) => ({ cursor: encodeCursor([node.name, node.id]), node }));
  return {
    totalCount,
    edges,
    hasNextPage: rows.length > first,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}
