import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSqlSnapshot, SNAPSHOT_COMMAND, SNAPSHOT_DIR } from '../../src/db/snapshot.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * prisma/current/ is the readable answer to "what does this SQL function, trigger or constraint say
 * now?" (docs/decisions/046-current-sql-snapshot.md). It is generated, so it can go stale: this test
 * renders this file's database (cloned from the template the global setup migrated with every
 * migration) with the same code as `npm run sql:snapshot` and fails on any difference, so a
 * migration that is not followed by a regenerated snapshot fails CI.
 */

const STALE =
  `prisma/current/ is stale against prisma/migrations: run \`${SNAPSHOT_COMMAND}\` and commit the result ` +
  `(below, "expected" is what the migrations define, "received" the checked-in file)`;

let db: TestDatabase;
let rendered: Map<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  rendered = await renderSqlSnapshot(db.url);
});
afterAll(() => db?.drop());

describe('prisma/current (the current SQL)', () => {
  it('holds exactly the generated files', () => {
    const present = existsSync(SNAPSHOT_DIR) ? readdirSync(SNAPSHOT_DIR).filter((f) => f.endsWith('.sql')).sort() : [];
    expect(present, STALE).toEqual([...rendered.keys()].sort());
  });

  it('shows every function, trigger, constraint, index, type and view as the migrations leave them', () => {
    const stale: string[] = [];
    for (const [name, text] of rendered) {
      const file = path.join(SNAPSHOT_DIR, name);
      const checkedIn = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (checkedIn !== text) stale.push(name);
    }
    if (stale.length) {
      // The first stale file's difference, line by line, under the message that says what to do.
      const name = stale[0]!;
      const file = path.join(SNAPSHOT_DIR, name);
      const checkedIn = existsSync(file) ? readFileSync(file, 'utf8') : '';
      expect(checkedIn, `${STALE} (stale: ${stale.join(', ')})`).toBe(rendered.get(name));
    }
  });

  it('names what the migrations define', () => {
    // Guards the renderer itself: a query that silently found nothing would make an empty snapshot "current".
    expect(rendered.get('functions.sql')).toContain('CREATE OR REPLACE FUNCTION public.booking_blocks(');
    expect(rendered.get('triggers.sql')).toContain('CREATE TRIGGER bookings_free_periods_insert AFTER INSERT ON public.bookings');
    expect(rendered.get('constraints.sql')).toContain('ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist');
    expect(rendered.get('types.sql')).toContain('CREATE TYPE booking_status AS ENUM (');
    // btree_gist's own functions stay out.
    expect(rendered.get('functions.sql')).not.toMatch(/gbt_/);
  });
});
