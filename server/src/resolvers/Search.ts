import type { CarSearchConnectionResolvers, QuoteResolvers, SupplierCountResolvers } from '../__generated__/resolvers-types.ts';
import { Prisma } from '../db/prisma.ts';
import { NotFoundError } from '../errors.ts';

export const CarSearchConnection: CarSearchConnectionResolvers = {
  pageInfo: (page) => ({ hasNextPage: page.hasNextPage, endCursor: page.endCursor }),
  supplierCounts: (page) => page.supplierCounts,
};

export const SupplierCount: SupplierCountResolvers = {
  supplier: async ({ supplierId }, _, { loaders }) => {
    const supplier = await loaders.supplier.load(supplierId);
    if (!supplier) throw new NotFoundError(`Supplier ${supplierId} not found.`);
    return supplier;
  },
};

export const Quote: QuoteResolvers = {
  perDay: (q) => new Prisma.Decimal(q.total).dividedBy(q.days).toFixed(2),
  currency: () => 'USD',
};
