import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findSuppliers } from '../services/suppliers/suppliers.ts';
import { supplierShape } from './catalog.ts';
import { PageParams, paged, parse, text } from './http.ts';

/**
 * `GET /api/suppliers/{page}/{size}?s=`: one page (1-based) of the suppliers whose name contains
 * `s` (any letter case), by name, in the reference's paged shape
 * `[{ resultData: [{ _id, fullName, avatar, payLater, carCount }], pageInfo: [{ totalRecords }] }]`,
 * `[]` when none.
 */
const SearchQuery = z.object({ s: text(100).optional() });

export function registerSupplierRoutes(api: FastifyInstance): void {
  api.get('/api/suppliers/:page/:size', async (request) => {
    const { page, size } = parse(PageParams, request.params);
    const { s } = parse(SearchQuery, request.query);
    const { suppliers, total } = await findSuppliers(request.ctx, { search: s, page, size });
    return paged(
      suppliers.map((supplier) => ({ ...supplierShape(supplier), carCount: supplier.carCount })),
      total,
    );
  });
}
