import type { PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import type { Supplier } from '../../__generated__/prisma/client.ts';

/** Every supplier, by name. */
export function listSuppliers(ctx: Pick<ServiceContext, 'db'>): Promise<Supplier[]> {
  return ctx.db.supplier.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** Suppliers by id, in the order asked (batched for DataLoader). */
export async function suppliersByIds(prisma: PrismaClient, ids: readonly string[]): Promise<(Supplier | null)[]> {
  const rows = await prisma.supplier.findMany({ where: { id: { in: [...ids] } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Number of cars of each supplier (batched for DataLoader). */
export async function carCountsBySupplierIds(prisma: PrismaClient, ids: readonly string[]): Promise<number[]> {
  const groups = await prisma.car.groupBy({
    by: ['supplierId'],
    where: { supplierId: { in: [...ids] } },
    _count: { _all: true },
  });
  const counts = new Map(groups.map((g) => [g.supplierId, g._count._all]));
  return ids.map((id) => counts.get(id) ?? 0);
}

/**
 * Each supplier's rating (batched for DataLoader): the average of its rated cars' ratings, to one
 * decimal, or null when none is rated (docs/decisions/040-car-page-facts.md).
 */
export async function ratingsBySupplierIds(prisma: PrismaClient, ids: readonly string[]): Promise<(number | null)[]> {
  const groups = await prisma.car.groupBy({
    by: ['supplierId'],
    where: { supplierId: { in: [...ids] }, rating: { not: null } },
    _avg: { rating: true },
  });
  const averages = new Map(groups.map((g) => [g.supplierId, g._avg.rating]));
  return ids.map((id) => {
    const average = averages.get(id);
    return average == null ? null : Math.round(average.toNumber() * 10) / 10;
  });
}

/** A supplier with the number of cars it offers (the /suppliers page and the REST shim). */
export interface SupplierWithCount extends Supplier {
  carCount: number;
}

/**
 * One page (1-based) of the suppliers whose name contains `search` (any letter case), by name,
 * each with its number of cars, and how many match in all. One statement whatever the page
 * size: the count comes along with each row (`count(*) OVER ()`) and the cars are counted in a
 * subquery. `strpos` rather than LIKE, so `%` and `_` in a search are plain characters.
 * Page and size are bounded by the caller (the REST shim's PageParams).
 */
export async function findSuppliers(
  ctx: Pick<ServiceContext, 'db'>,
  args: { search?: string; page: number; size: number },
): Promise<{ suppliers: SupplierWithCount[]; total: number }> {
  const needle = (args.search ?? '').trim().toLowerCase();
  const rows = await ctx.db.$queryRaw<(SupplierWithCount & { total: number })[]>`
    SELECT s.id, s.name, s.logo, s.contact_phone AS "contactPhone", s.contact_email AS "contactEmail",
           s.pay_later_allowed AS "payLaterAllowed", s.created_at AS "createdAt",
           (SELECT count(*) FROM cars c WHERE c.supplier_id = s.id AND c.available)::int AS "carCount",
           count(*) OVER ()::int AS total
      FROM suppliers s
     WHERE ${needle} = '' OR strpos(lower(s.name), ${needle}) > 0
     ORDER BY s.name, s.id
     LIMIT ${args.size} OFFSET ${(args.page - 1) * args.size}`;
  return { suppliers: rows.map(({ total: _total, ...supplier }) => supplier), total: rows[0]?.total ?? 0 };
}
