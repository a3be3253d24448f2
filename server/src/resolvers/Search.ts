import type { CarSearchConnectionResolvers, QuoteResolvers, SupplierCountResolvers } from '../__generated__/resolvers-types.ts';
import { perDayPrice } from '../services/pricing/pricing.ts';
import type { Supplier } from '../__generated__/prisma/client.ts';
import { NotFoundError } from '../errors.ts';

export const CarSearchConnection: CarSearchConnectionResolvers = {
  pageInfo: (page) => ({ hasNextPage: page.hasNextPage, endCursor: page.endCursor }),
  supplierCounts: (page) => page.supplierCounts,
};

export const SupplierCount: SupplierCountResolvers = {
  supplier: ({ supplierId }, _, { loaders }) => {
    const found = loaders.supplierOf(supplierId);
    const check = (supplier: Supplier | null) => {
      if (!supplier) throw new NotFoundError(`Supplier ${supplierId} not found.`);
      return supplier;
    };
    return found instanceof Promise ? found.then(check) : check(found);
  },
};

export const Quote: QuoteResolvers = {
  perDay: (q) => perDayPrice(q.total, q.days),
  currency: () => 'USD',
};
