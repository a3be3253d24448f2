import type { SupplierResolvers } from '../__generated__/resolvers-types.ts';
import { imageUrl } from '../lib/urls.ts';

export const Supplier: SupplierResolvers = {
  logoUrl: (supplier, _, { publicUrl }) => imageUrl(publicUrl, 'users', supplier.logo),
  carCount: (supplier, _, { loaders }) => loaders.supplierCarCount.load(supplier.id),
  rating: (supplier, _, { loaders }) => loaders.supplierRating.load(supplier.id),
};
