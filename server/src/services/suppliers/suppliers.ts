import type { PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import type { Supplier } from '../../__generated__/prisma/client.ts';
import { supplierPage, type SupplierWithCount } from './queries.ts';

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
export type { SupplierWithCount };

/**
 * One page (1-based) of the suppliers whose name contains `search` (any letter case), by name,
 * each with its number of cars, and how many match in all; one statement (queries.ts).
 * Page and size are bounded by the caller (the REST shim's PageParams).
 */
export async function findSuppliers(
  ctx: Pick<ServiceContext, 'db'>,
  args: { search?: string; page: number; size: number },
): Promise<{ suppliers: SupplierWithCount[]; total: number }> {
  const needle = (args.search ?? '').trim().toLowerCase();
  return supplierPage(ctx.db, { needle, limit: args.size, offset: (args.page - 1) * args.size });
}
