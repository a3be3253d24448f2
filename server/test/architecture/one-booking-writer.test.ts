import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { srcRoot } from './importGraph.ts';

/**
 * A booking is written one way (issue 26 point 2): SQL book_car() is the only code that inserts
 * into bookings, and the server calls it from one module (bookCar in services/bookings/queries.ts). Checkout
 * (every payment option, guest or signed in) and createBooking pass it what they decided. A second
 * writer (a Prisma `booking.create`, another INSERT) fails here, naming where it is.
 */
const repoRoot = path.resolve(srcRoot, '..', '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === '__generated__' ? [] : sourceFiles(full);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    }),
  );
  return files.flat();
}

/** The SQL functions whose current definition inserts into bookings. */
export function functionsInserting(sql: string, table: string): string[] {
  const names: string[] = [];
  for (const part of sql.split(/^CREATE OR REPLACE FUNCTION /m).slice(1)) {
    const name = /^public\.(\w+)\(/.exec(part)?.[1];
    if (name && new RegExp(`INSERT\\s+INTO\\s+${table}\\s*\\(`, 'i').test(part)) names.push(name);
  }
  return names;
}

describe('one booking writer', () => {
  it('finds an inserting function in a definition (so the check below can fail)', () => {
    const sql = 'CREATE OR REPLACE FUNCTION public.a(x int)\n AS $$ INSERT INTO bookings (id) VALUES (1) $$;\n\nCREATE OR REPLACE FUNCTION public.b()\n AS $$ SELECT 1 $$;\n';
    expect(functionsInserting(sql, 'bookings')).toEqual(['a']);
  });

  it('only book_car inserts a booking in SQL (prisma/current/functions.sql)', async () => {
    const sql = await readFile(path.join(repoRoot, 'prisma', 'current', 'functions.sql'), 'utf8');
    expect(functionsInserting(sql, 'bookings')).toEqual(['book_car']);
  });

  it('the server calls book_car from the bookings query module only, and creates no booking through Prisma', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(srcRoot)) {
      const text = await readFile(file, 'utf8');
      const rel = path.relative(srcRoot, file);
      if (/\bbooking\.(create|createMany|createManyAndReturn|upsert)\s*\(/.test(text)) offenders.push(`${rel}: a Prisma booking write`);
      if (/INSERT\s+INTO\s+bookings\b/i.test(text)) offenders.push(`${rel}: INSERT INTO bookings`);
      if (/\bbook_car\(/.test(text) && rel !== path.join('services', 'bookings', 'queries.ts')) offenders.push(`${rel}: calls book_car`);
    }
    expect(offenders).toEqual([]);
  });
});
