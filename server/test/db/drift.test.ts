import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * Our migrations are SQL-first, so nothing keeps schema.prisma and the database in step but
 * this test: it compares Prisma's view of every model, field, native type, nullability, enum,
 * primary key, unique field and relation (the DMMF written by `npm run prisma:generate`) with
 * the migrated database's catalog. Any difference is listed.
 */

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'enum' | 'object';
  type: string;
  isRequired: boolean;
  isList: boolean;
  isId: boolean;
  isUnique: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  primaryKey: { fields: string[] } | null;
  uniqueFields: string[][];
}
interface Dmmf {
  models: DmmfModel[];
  enums: { name: string; dbName: string | null; values: { name: string }[] }[];
}

const dmmf: Dmmf = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/__generated__/prisma-dmmf.json'), 'utf8'),
);

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

/** What PostgreSQL should report for a Prisma field: udt name and size. */
function expectedColumn(field: DmmfField, enumDbNames: Map<string, string>): string {
  const [native, args = []] = field.nativeType ?? [];
  let udt: string;
  let size = '';
  if (field.kind === 'enum') udt = enumDbNames.get(field.type) ?? field.type;
  else
    switch (field.type) {
      case 'String':
        udt = native === 'Uuid' ? 'uuid' : native === 'VarChar' ? 'varchar' : native === 'Char' ? 'bpchar' : 'text';
        size = args[0] ?? '';
        break;
      case 'Int':
        udt = native === 'SmallInt' ? 'int2' : 'int4';
        break;
      case 'BigInt':
        udt = 'int8';
        break;
      case 'Boolean':
        udt = 'bool';
        break;
      case 'DateTime':
        udt = native === 'Date' ? 'date' : native === 'Timestamptz' ? 'timestamptz' : 'timestamp';
        break;
      case 'Decimal':
        udt = 'numeric';
        size = args.join(',');
        break;
      case 'Json':
        udt = 'jsonb';
        break;
      default:
        udt = `?${field.type}`;
    }
  return `${field.isList ? '_' : ''}${udt}${size ? `(${size})` : ''} ${field.isRequired ? 'NOT NULL' : 'NULL'}`;
}

describe('schema.prisma matches the migrated database', () => {
  it('has the same tables, columns, types, nullability, keys, enums and relations', async () => {
    const problems: string[] = [];
    const enumDbNames = new Map(dmmf.enums.map((e) => [e.name, e.dbName ?? e.name]));
    const tableOf = new Map(dmmf.models.map((m) => [m.name, m.dbName ?? m.name]));
    const columnOf = (model: DmmfModel, fieldName: string) => {
      const f = model.fields.find((x) => x.name === fieldName)!;
      return f.dbName ?? f.name;
    };

    const { rows: columns } = await db.query<{
      table_name: string;
      column_name: string;
      udt_name: string;
      is_nullable: 'YES' | 'NO';
      character_maximum_length: number | null;
      numeric_precision: number | null;
      numeric_scale: number | null;
    }>(
      `SELECT table_name, column_name, udt_name, is_nullable, character_maximum_length, numeric_precision, numeric_scale
         FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const actual = new Map<string, Map<string, string>>();
    for (const c of columns) {
      if (c.table_name === '_prisma_migrations') continue;
      const size =
        c.udt_name === 'numeric'
          ? `(${c.numeric_precision},${c.numeric_scale})`
          : c.character_maximum_length
            ? `(${c.character_maximum_length})`
            : '';
      const table = actual.get(c.table_name) ?? new Map<string, string>();
      table.set(c.column_name, `${c.udt_name}${size} ${c.is_nullable === 'NO' ? 'NOT NULL' : 'NULL'}`);
      actual.set(c.table_name, table);
    }

    // Tables and columns.
    for (const model of dmmf.models) {
      const table = tableOf.get(model.name)!;
      const dbColumns = actual.get(table);
      if (!dbColumns) {
        problems.push(`model ${model.name}: table "${table}" does not exist`);
        continue;
      }
      const seen = new Set<string>();
      for (const field of model.fields) {
        if (field.kind === 'object') continue;
        const column = field.dbName ?? field.name;
        seen.add(column);
        const want = expectedColumn(field, enumDbNames);
        const got = dbColumns.get(column);
        if (!got) problems.push(`${model.name}.${field.name}: column ${table}.${column} does not exist`);
        else if (got !== want) problems.push(`${model.name}.${field.name}: schema.prisma says ${want}, database has ${got}`);
      }
      for (const column of dbColumns.keys()) {
        if (!seen.has(column)) problems.push(`${table}.${column}: in the database but not in model ${model.name}`);
      }
    }
    const modelTables = new Set(tableOf.values());
    for (const table of actual.keys()) {
      if (!modelTables.has(table)) problems.push(`table ${table}: in the database but has no model`);
    }

    // Enums and their values, in order.
    const { rows: enumRows } = await db.query<{ typname: string; labels: string[] }>(
      `SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );
    const dbEnums = new Map(enumRows.map((r) => [r.typname, r.labels.join(',')]));
    for (const e of dmmf.enums) {
      const name = e.dbName ?? e.name;
      const want = e.values.map((v) => v.name).join(',');
      if (dbEnums.get(name) !== want) problems.push(`enum ${e.name}: schema.prisma has [${want}], database has [${dbEnums.get(name) ?? 'nothing'}]`);
      dbEnums.delete(name);
    }
    for (const name of dbEnums.keys()) problems.push(`enum ${name}: in the database but not in schema.prisma`);

    // Primary keys, unique fields and foreign keys.
    const { rows: constraints } = await db.query<{ table: string; type: string; columns: string[]; ref_table: string | null; ref_columns: string[] | null }>(
      `SELECT c.conrelid::regclass::text AS table, c.contype AS type,
              (SELECT array_agg(a.attname ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum)::text[] AS columns,
              c.confrelid::regclass::text AS ref_table,
              (SELECT array_agg(a.attname ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum)::text[] AS ref_columns
         FROM pg_constraint c JOIN pg_namespace ns ON ns.oid = c.connamespace
        WHERE ns.nspname = 'public' AND c.contype IN ('p', 'u', 'f') AND c.conrelid::regclass::text <> '_prisma_migrations'`,
    );
    const key = (parts: (string | null | undefined)[]) => parts.join('|');
    const dbKeys = new Set(constraints.map((c) => key([c.type, c.table, c.columns.join(','), c.ref_table === '-' ? '' : c.ref_table, c.ref_columns?.join(',')])));
    const expectedKeys = new Set<string>();
    for (const model of dmmf.models) {
      const table = tableOf.get(model.name)!;
      const pk = model.primaryKey?.fields ?? model.fields.filter((f) => f.isId).map((f) => f.name);
      expectedKeys.add(key(['p', table, pk.map((f) => columnOf(model, f)).join(','), '', undefined]));
      for (const f of model.fields.filter((x) => x.isUnique)) expectedKeys.add(key(['u', table, f.dbName ?? f.name, '', undefined]));
      for (const fields of model.uniqueFields) expectedKeys.add(key(['u', table, fields.map((f) => columnOf(model, f)).join(','), '', undefined]));
      for (const f of model.fields.filter((x) => x.kind === 'object' && x.relationFromFields?.length)) {
        const target = dmmf.models.find((m) => m.name === f.type)!;
        expectedKeys.add(
          key([
            'f',
            table,
            f.relationFromFields!.map((x) => columnOf(model, x)).join(','),
            tableOf.get(f.type),
            f.relationToFields!.map((x) => columnOf(target, x)).join(','),
          ]),
        );
      }
    }
    for (const k of expectedKeys) if (!dbKeys.has(k)) problems.push(`constraint missing in the database: ${k}`);
    for (const k of dbKeys) if (!expectedKeys.has(k)) problems.push(`constraint in the database but not in schema.prisma: ${k}`);

    expect(problems).toEqual([]);
  });
});
