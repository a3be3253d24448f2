#!/usr/bin/env node
// A tiny Prisma generator that writes the schema's DMMF (models, fields, native types,
// nullability, enums, relations) to JSON. server/test/db/drift.test.ts compares it with the
// migrated database, because our migrations are SQL-first (docs/decisions/001).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import gh from '@prisma/generator-helper';

gh.generatorHandler({
  onManifest: () => ({ prettyName: 'DMMF snapshot', defaultOutput: './dmmf.json' }),
  onGenerate: async (options) => {
    const out = options.generator.output?.value;
    if (!out) throw new Error('the dmmf generator needs an output path');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(options.dmmf.datamodel, null, 2));
  },
});
