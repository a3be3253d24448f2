import { describe, expect, it } from 'vitest';
import '../src/lib/zodConfig.ts';
import { config, z } from 'zod';

describe('zod under the Content-Security-Policy', () => {
  it('runs jitless, so it never probes new Function (a CSP violation without unsafe-eval)', () => {
    expect(config().jitless).toBe(true);
    const probes: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        probes.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args) {
        probes.push(args);
        return Reflect.apply(target, thisArg, args);
      },
    });
    try {
      const schema = z.object({ email: z.email(), age: z.number().int() });
      expect(schema.safeParse({ email: 'driver@example.com', age: 30 }).success).toBe(true);
      expect(schema.safeParse({ email: 'nope', age: 30 }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(probes).toEqual([]);
  });
});
