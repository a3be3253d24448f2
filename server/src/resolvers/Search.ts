import type { CarSearchConnectionResolvers, QuoteResolvers, SupplierCountResolvers } from '../__generated__/resolvers-types.ts';
import { perDayPrice } from '../services/pricing/pricing.ts';
import { NotFoundError } from '../errors.ts';

export const CarSearchConnection: CarSearchConnectionResolvers = {
  pageInfo: (page) => ({ hasNextPage: page.hasNextPage, endCursor: page.endCursor }),
  supplierCounts: (page) => page.supplierCounts,
};

export const SupplierCount: SupplierCountResolvers = {
  supplier: ({ supplierId }, _, { loaders }) => loaders.supplierOf(supplierId, () => new NotFoundError(`Supplier ${supplierId} not found.`)),
};

export const Quote: QuoteResolvers = {
  perDay: (q) => perDayPrice(q.total, q.days),
  currency: () => 'USD',
};
