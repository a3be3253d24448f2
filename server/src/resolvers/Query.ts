import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { listLocations } from '../services/locations/locations.ts';
import { listSuppliers } from '../services/suppliers/suppliers.ts';
import { getCar, listCars } from '../services/cars/cars.ts';

export const Query: QueryResolvers = {
  locations: (_, { language }, { prisma }) => listLocations(prisma, language),
  suppliers: (_, __, { prisma }) => listSuppliers(prisma),
  car: (_, { id }, { prisma }) => getCar(prisma, id),
  cars: (_, args, { prisma }) => listCars(prisma, args),
};
