import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the value handed to the user (cookie, link, API key). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
