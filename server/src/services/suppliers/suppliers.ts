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
