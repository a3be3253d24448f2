import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from './migrate.ts';

/**
 * The current SQL, rendered from a migrated database (docs/decisions/046-current-sql-snapshot.md).
 * Migrations redefine the same functions many times; prisma/current/ shows what is in force after
 * the last one: one file per kind of object, sorted by name (byte order) and signature, with no
 * object ids or times, so the same migrations always give the same bytes.
 *
 * Written by `npm run sql:snapshot` (scripts/sql-snapshot.ts); server/test/db/sql-snapshot.test.ts
 * renders the test database the same way and fails when the checked-in files differ.
 * Objects that belong to an extension (btree_gist's functions, operator classes and types) are left out.
 */

export const SNAPSHOT_DIR = path.join(path.dirname(MIGRATIONS_DIR), 'current');
export const SNAPSHOT_COMMAND = 'npm run sql:snapshot';

/** Schemas that hold PostgreSQL's own objects, never the app's. */
const SYSTEM_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/** True when the object (class, oid) was created by an extension. */
const fromExtension = (classId: string, oid: string) =>
  `EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${classId}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;

type Query = <T extends pg.QueryResultRow>(sql: string) => Promise<T[]>;

interface Kind {
  file: string;
  what: string;
  render(query: Query): Promise<string[]>;
}

const KINDS: Kind[] = [
  {
    file: 'functions.sql',
    what: 'Every function and procedure, as pg_get_functiondef prints it (sorted by name, then arguments).',
    async render(query) {
      const rows = await query<{ def: string }>(`
        SELECT pg_get_functiondef(p.oid) AS def
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE ${SYSTEM_SCHEMAS} AND p.prokind IN ('f', 'p', 'w') AND NOT ${fromExtension('pg_proc', 'p.oid')}
        ORDER BY n.nspname COLLATE "C", p.proname COLLATE "C", pg_get_function_identity_arguments(p.oid) COLLATE "C"`);
      return rows.map((r) => `${r.def.trimEnd()};`);
    },
  },
  {
    file: 'triggers.sql',
    what: 'Every trigger, as pg_get_triggerdef prints it (sorted by table, then trigger), and whether it is disabled.',
    async render(query) {
      const rows = await query<{ def: string; state: string; tbl: string; name: string }>(`
        SELECT pg_get_triggerdef(t.oid) AS def, t.tgenabled AS state, c.oid::regclass::text AS tbl, quote_ident(t.tgname) AS name
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE ${SYSTEM_SCHEMAS} AND NOT t.tgisinternal
        ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C", t.tgname COLLATE "C"`);
      const states: Record<string, string> = { D: 'DISABLE TRIGGER', R: 'ENABLE REPLICA TRIGGER', A: 'ENABLE ALWAYS TRIGGER' };
      return rows.map((r) => {
        const state = states[r.state];
        return state ? `${r.def};\nALTER TABLE ${r.tbl} ${state} ${r.name};` : `${r.def};`;
      });
    },
  },
  {
    file: 'constraints.sql',
    what:
      'Every primary key, unique, foreign key, check and exclusion constraint of a table (NOT NULL is in schema.prisma), ' +
      'as pg_get_constraintdef prints it (sorted by table, then constraint).',
    async render(query) {
      const rows = await query<{ tbl: string; name: string; def: string }>(`
        SELECT c.oid::regclass::text AS tbl, quote_ident(k.conname) AS name, pg_get_constraintdef(k.oid, true) AS def
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE ${SYSTEM_SCHEMAS} AND k.contype IN ('p', 'u', 'f', 'c', 'x') AND NOT ${fromExtension('pg_constraint', 'k.oid')}
        ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C", k.conname COLLATE "C"`);
      return groupByTable(rows.map((r) => ({ tbl: r.tbl, text: `ALTER TABLE ${r.tbl} ADD CONSTRAINT ${r.name} ${r.def};` })));
    },
  },
  {
    file: 'indexes.sql',
    what:
      'Every index that is not the index of a constraint (those are in constraints.sql), as pg_get_indexdef prints it ' +
      '(sorted by table, then index).',
    async render(query) {
      const rows = await query<{ tbl: string; def: string }>(`
        SELECT c.oid::regclass::text AS tbl, pg_get_indexdef(i.indexrelid) AS def
        FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE ${SYSTEM_SCHEMAS}
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u', 'x'))
          AND NOT ${fromExtension('pg_class', 'i.indexrelid')}
        ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C", ic.relname COLLATE "C"`);
      return groupByTable(rows.map((r) => ({ tbl: r.tbl, text: `${r.def};` })));
    },
  },
  {
    file: 'types.sql',
    what: 'Every enum (its values in their order) and domain (sorted by name).',
    async render(query) {
      const rows = await query<{ name: string; kind: string; labels: string[] | null; base: string; checks: string[] | null }>(`
        SELECT t.oid::regtype::text AS name, t.typtype AS kind,
          (SELECT array_agg(quote_literal(e.enumlabel) ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels,
          format_type(t.typbasetype, t.typtypmod) AS base,
          (SELECT array_agg(pg_get_constraintdef(k.oid, true) ORDER BY k.conname COLLATE "C") FROM pg_constraint k WHERE k.contypid = t.oid) AS checks
        FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE ${SYSTEM_SCHEMAS} AND t.typtype IN ('e', 'd') AND NOT ${fromExtension('pg_type', 't.oid')}
        ORDER BY n.nspname COLLATE "C", t.typname COLLATE "C"`);
      return rows.map((r) =>
        r.kind === 'e'
          ? `CREATE TYPE ${r.name} AS ENUM (${(r.labels ?? []).join(', ')});`
          : `CREATE DOMAIN ${r.name} AS ${r.base}${(r.checks ?? []).map((c) => ` ${c}`).join('')};`,
      );
    },
  },
  {
    file: 'views.sql',
    what: 'Every view and materialized view, as pg_get_viewdef prints it (sorted by name).',
    async render(query) {
      const rows = await query<{ name: string; kind: string; def: string }>(`
        SELECT c.oid::regclass::text AS name, c.relkind AS kind, pg_get_viewdef(c.oid, true) AS def
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE ${SYSTEM_SCHEMAS} AND c.relkind IN ('v', 'm') AND NOT ${fromExtension('pg_class', 'c.oid')}
        ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C"`);
      return rows.map(
        (r) => `CREATE ${r.kind === 'm' ? 'MATERIALIZED VIEW' : 'VIEW'} ${r.name} AS\n${r.def.trimEnd().replace(/;$/, '')};`,
      );
    },
  },
];

/** Lines of one table together, a `-- table` heading above each group. */
function groupByTable(items: { tbl: string; text: string }[]): string[] {
  const groups: string[] = [];
  let current: string | undefined;
  for (const { tbl, text } of items) {
    if (tbl !== current) {
      groups.push(`-- ${tbl}\n${text}`);
      current = tbl;
    } else {
      groups[groups.length - 1] += `\n${text}`;
    }
  }
  return groups;
}

function header(kind: Kind): string {
  return [
    `-- GENERATED FILE: do not edit. The current ${kind.file.replace(/\.sql$/, '')} after every migration in prisma/migrations.`,
    `-- ${kind.what}`,
    `-- Regenerate with \`${SNAPSHOT_COMMAND}\` after adding a migration; server/test/db/sql-snapshot.test.ts fails when this is stale.`,
  ].join('\n');
}

/**
 * Renders the snapshot of the database at `databaseUrl`: file name -> file text. Its own
 * connection, with the search path set to the app's schema, so names print the same way whoever calls.
 */
export async function renderSqlSnapshot(databaseUrl: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET search_path TO public');
    const query: Query = async (sql) => (await client.query(sql)).rows;
    const files = new Map<string, string>();
    for (const kind of KINDS) {
      const parts = await kind.render(query);
      const body = parts.length ? parts.join('\n\n') : `-- (none)`;
      files.set(kind.file, `${header(kind)}\n\n${body}\n`);
    }
    return files;
  } finally {
    await client.end();
  }
}
