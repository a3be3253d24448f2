import { parseEnv } from '../env.ts';
import { openDatabase } from './bootstrap.ts';

/**
 * `npm run db:migrate`: apply pending migrations (embedded PostgreSQL unless DATABASE_URL).
 * `npm run db:seed`: migrate, then run the idempotent seed again.
 */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx server/src/db/cli.ts migrate|seed');
  process.exit(2);
}
if (command === 'seed' && process.env.NODE_ENV === 'production') {
  console.error('db:seed refused: the seed is demo data (accounts with published passwords) and never runs in production.');
  process.exit(1);
}
const env = parseEnv({ ...process.env, SEED: command === 'seed' ? 'always' : 'never' });
const db = await openDatabase(env, (m) => console.log(m));
await db.close();
