// `npm run sql:snapshot`: writes prisma/current/ (docs/decisions/046-current-sql-snapshot.md), the
// current definition of every SQL function, trigger, constraint, index, type and view after all
// migrations. Starts a throwaway embedded PostgreSQL (durability off) in a temp folder, applies
// prisma/migrations, renders with the same code the staleness test uses (server/src/db/snapshot.ts),
// and writes one file per kind, removing any other .sql file left in the folder.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../server/src/db/embedded.ts';
import { ensureDatabase, migrate } from '../server/src/db/migrate.ts';
import { renderSqlSnapshot, SNAPSHOT_DIR } from '../server/src/db/snapshot.ts';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'erbil-sql-snapshot-'));
chmodSync(workDir, 0o755); // the postgres OS user must reach it when we run as root
let cluster: EmbeddedCluster | undefined;
let failed = false;
try {
  cluster = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), fast: true, log: (m) => console.error(m) });
  await ensureDatabase(cluster.adminUrl, 'snapshot');
  const url = cluster.urlFor('snapshot');
  const applied = await migrate(url);
  const files = await renderSqlSnapshot(url);

  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const relative = path.relative(process.cwd(), SNAPSHOT_DIR) || '.';
  for (const old of readdirSync(SNAPSHOT_DIR)) {
    if (old.endsWith('.sql') && !files.has(old)) {
      rmSync(path.join(SNAPSHOT_DIR, old));
      console.log(`removed ${relative}/${old}`);
    }
  }
  let changed = 0;
  for (const [name, text] of files) {
    const file = path.join(SNAPSHOT_DIR, name);
    let before: string | undefined;
    try {
      before = readFileSync(file, 'utf8');
    } catch {
      before = undefined;
    }
    if (before === text) continue;
    writeFileSync(file, text);
    changed++;
    console.log(`${before === undefined ? 'wrote' : 'updated'} ${relative}/${name}`);
  }
  console.log(`${applied.length} migrations applied; ${changed ? `${changed} file(s) changed` : 'snapshot already current'} in ${relative}/`);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await cluster?.stop().catch((err: unknown) => console.error(err));
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
