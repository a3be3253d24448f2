// `npm run api-keys -- create "Partner name"` | `list` | `revoke <id or prefix>`
// Manages partner API keys in the configured database (embedded unless DATABASE_URL).
import { openDatabase } from '../server/src/db/bootstrap.ts';
import { parseEnv } from '../server/src/env.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../server/src/services/accounts/apiKeys.ts';

const [command, ...rest] = process.argv.slice(2);
const env = parseEnv({ ...process.env, SEED: 'never', LOG_LEVEL: 'silent' });
const db = await openDatabase(env, () => {});
try {
  if (command === 'create' && rest.length) {
    const { id, key } = await createApiKey(db.prisma, rest.join(' '));
    console.log(`Created API key ${id} for "${rest.join(' ')}".`);
    console.log(`Key (shown once, store it now): ${key}`);
    console.log(`Use: Authorization: Bearer ${key}`);
  } else if (command === 'list') {
    for (const k of await listApiKeys(db.prisma)) {
      console.log(`${k.id}  ${k.prefix}…  ${k.name}  created ${k.createdAt.toISOString()}  ${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active'}`);
    }
  } else if (command === 'revoke' && rest[0]) {
    await revokeApiKey(db.prisma, rest[0]);
    console.log(`Revoked ${rest[0]}.`);
  } else {
    console.error('usage: npm run api-keys -- create <name> | list | revoke <id or prefix>');
    process.exitCode = 2;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.close();
}
