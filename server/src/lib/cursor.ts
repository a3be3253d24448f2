import type { z } from 'zod';
import { BadUserInputError } from '../errors.ts';

/** Opaque pagination cursors: base64url of a JSON array of the sort key. */
export function encodeCursor(key: unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new BadUserInputError('Invalid cursor: pass the endCursor of a previous page.', { after: 'Invalid cursor' });
  }
}
