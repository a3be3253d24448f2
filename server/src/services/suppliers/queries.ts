/**
 * The suppliers domain's hand-written statements (issue 26, point 5), called by suppliers.ts.
 */
import type { PrismaClient } from '../../db/prisma.ts';
import type { Supplier } from '../../__generated__/prisma/client.ts';

/** A supplier with the number of its available cars. */
export interface SupplierWithCount extends Supplier {
  carCount: number;
}

/**
 * One page of the suppliers whose name contains `needle` (already trimmed and lower-cased; ''
 * matches all), by name then id, each with its number of available cars, and how many match in
 * all. One statement whatever the page size: the count comes along with each row
 * (`count(*) OVER ()`) and the cars are counted in a subquery. `strpos` rather than LIKE, so `%`
 * and `_` in a search are plain characters.
 */
export async function supplierPage(
  db: PrismaClient,
  args: { needle: string; limit: number; offset: number },
): Promise<{ suppliers: SupplierWithCount[]; total: number }> {
  const { needle } = args;
  const rows = await db.$queryRaw<(SupplierWithCount & { total: number })[]>`
    SELECT s.id, s.name, s.logo, s.contact_phone AS "contactPhone", s.contact_email AS "contactEmail",
           s.pay_later_allowed AS "payLaterAllowed", s.created_at AS "createdAt",
           (SELECT count(*) FROM cars c WHERE c.supplier_id = s.id AND c.available)::int AS "carCount",
           count(*) OVER ()::int AS total
      FROM suppliers s
     WHERE ${needle} = '' OR strpos(lower(s.name), ${needle}) > 0
     ORDER BY s.name, s.id
     LIMIT ${args.limit} OFFSET ${args.offset}`;
  return { suppliers: rows.map(({ total: _total, ...supplier }) => supplier), total: rows[0]?.total ?? 0 };
}
