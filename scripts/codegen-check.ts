// Fails when the committed generated files (server resolver types, web typed documents) are
// stale: regenerates them into a temporary folder from codegen.ts and compares byte for byte.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';

const { default: config } = await import(path.resolve('codegen.ts'));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'codegen-check-'));
const mapping: Record<string, string> = {};
const generates: Record<string, any> = {};
for (const [target, options] of Object.entries(config.generates as Record<string, unknown>)) {
  const temp = path.join(tmp, target);
  mapping[target] = temp;
  generates[target.endsWith('/') ? `${temp}/` : temp] = options;
}

function files(p: string): string[] {
  if (!existsSync(p)) return [];
  if (statSync(p).isFile()) return [''];
  return (readdirSync(p, { recursive: true }) as string[]).filter((f) => statSync(path.join(p, f)).isFile());
}

try {
  await generate({ ...config, generates, silent: true }, true);
  const stale: string[] = [];
  for (const [target, temp] of Object.entries(mapping)) {
    const names = new Set([...files(target), ...files(temp)]);
    for (const name of names) {
      const a = path.join(target, name);
      const b = path.join(temp, name);
      if (!existsSync(a) || !existsSync(b) || readFileSync(a, 'utf8') !== readFileSync(b, 'utf8')) stale.push(a);
    }
  }
  if (stale.length) {
    console.error(`Generated GraphQL files are stale; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('generated GraphQL files are up to date');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
