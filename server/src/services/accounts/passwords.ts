import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum that verbatimModuleSyntax cannot read at run time:
// Argon2id is 2 in @node-rs/argon2's index.d.ts.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** argon2id at OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random password: checking against it when the account does not exist
// keeps the response time the same, so timing does not tell which emails are registered.
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummy, password);
}
