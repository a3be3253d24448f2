/**
 * Speed code behind one door (issue 26, point 5): hand-written SQL (Prisma's $queryRaw and
 * friends, queryPrepared, Prisma.sql fragments, SQL text in strings) lives in a domain's
 * `queries.ts` (services/<domain>/queries.ts), as small typed functions that take a client or a
 * transaction and return decoded values. The other service files read as business rules, and
 * resolvers and the REST shim hold no SQL at all (they call services).
 *
 * Outside this rule: db/ (the mechanism: queryPrepared, the row codecs, migrations, bootstrap)
 * and lib/ and app.ts (infrastructure: the mail outbox and worker, readiness), which are not
 * domain rules.
 */
import { describe, expect, it } from 'vitest';
import { read, sourceFiles, sqlFindings } from './sqlPlacement.ts';
import { srcRoot } from './importGraph.ts';

/**
 * Service files allowed to hold their SQL outside a queries module: none (the booking write path's
 * files were the last, issue 26 point 2). Add nothing here: put the statement in the domain's queries.ts.
 */
const NOT_YET_MOVED = new Set<string>([]);

const isQueriesModule = (file: string) => /^services\/[^/]+\/queries\.ts$/.test(file);

describe('where hand-written SQL lives', () => {
  it('finds SQL in calls, fragments and statement text, not in prose or comments', () => {
    const text = [
      '// SELECT id FROM bookings: a comment does not count',
      "const message = 'Select a car from the list.';",
      'await tx.$queryRaw`SELECT 1`;',
      'await db.$executeRawUnsafe(text);',
      'const { rows } = await queryPrepared(db, TEXT, []);',
      'const where = Prisma.sql`b.id = ${id}`;',
      "const UNREAD = 'SELECT count(*) FROM notifications WHERE NOT is_read';",
      'const statement = `UPDATE bookings SET status = ${s} WHERE id = $1`;',
      'const lock = `SELECT id FROM bookings WHERE id = ${id} FOR UPDATE`;',
    ].join('\n');
    expect(sqlFindings('x.ts', text)).toEqual([
      'line 3: $queryRaw',
      'line 3: SQL text "SELECT 1"',
      'line 4: $executeRawUnsafe',
      'line 5: queryPrepared(...)',
      'line 6: Prisma.sql',
      'line 7: SQL text "SELECT count(*) FROM notifications WHERE"',
      'line 8: SQL template "UPDATE bookings SET status = ? WHERE id "',
      'line 9: SQL template "SELECT id FROM bookings WHERE id = ? FOR"',
    ]);
  });

  it('keeps services, resolvers and the REST shim free of SQL outside the query modules', () => {
    const files = ['services', 'resolvers', 'rest'].flatMap((dir) => sourceFiles(srcRoot, dir));
    const misplaced = files
      .filter((file) => !isQueriesModule(file) && !NOT_YET_MOVED.has(file))
      .flatMap((file) => sqlFindings(file, read(srcRoot, file)).map((finding) => `${file} ${finding}`));
    expect(misplaced, 'move these statements into the domain\'s queries.ts (services/<domain>/queries.ts)').toEqual([]);
  });

  it('lists only files that still hold SQL as not yet moved', () => {
    const stale = [...NOT_YET_MOVED].filter((file) => sqlFindings(file, read(srcRoot, file)).length === 0);
    expect(stale, 'these hold no SQL any more: remove them from NOT_YET_MOVED').toEqual([]);
  });
});
