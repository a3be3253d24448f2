// Runs `prisma generate` for the Prisma 7 client (no native query engine needed).
// Prisma 7's CLI tries to download its schema engine before generating and that host is
// unreachable here; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing executable makes
// generate proceed (it never runs the engine for generate). Where the engine can be
// downloaded this override is harmless. See shared notes/database.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
if (!existsSync('prisma/schema.prisma')) process.exit(0);
// An install without dev dependencies (`npm ci --omit=dev`, a production image) runs the
// already compiled server, which carries its generated client (server/dist): nothing to
// generate. Generating there would fail anyway: the DMMF generator needs
// @prisma/generator-helper, a devDependency (the CLI itself comes in as a peer of
// @prisma/client, and where it is missing `npx prisma` would fetch it from the registry).
const omitsDev = (process.env.npm_config_omit ?? '').split(/[\s,]+/).includes('dev');
const resolvable = (name) => {
  try {
    createRequire(import.meta.url).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
};
if (omitsDev || !resolvable('prisma') || !resolvable('@prisma/generator-helper')) {
  console.log('prisma generate skipped: install without dev dependencies (the compiled server carries its client)');
  process.exit(0);
}
const result = spawnSync('npx', ['prisma', 'generate', '--schema', 'prisma/schema.prisma'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
