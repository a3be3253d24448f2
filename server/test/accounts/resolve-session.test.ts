import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { createSession, resolveSession } from '../../src/services/accounts/sessions.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * resolveSession reads the session and its user in one prepared statement (docs/decisions/022,
 * session 18) and builds Prisma's User itself: its plain twin is Prisma's own read of the row.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await db?.drop();
});

describe('resolveSession', () => {
  it("gives the user exactly as Prisma reads it, every column set or null", async () => {
    const full = await createDriver(db.prisma, { fullName: 'Hêvî Kurd', birthDate: new Date('1988-12-31T00:00:00Z'), phone: '+9647501234567', language: 'fr' });
    await db.prisma.user.update({
      where: { id: full.id },
      data: { bio: 'Rider', location: 'Erbil', avatar: 'avatars/a.png', verified: true, verifiedAt: new Date('2026-01-02T03:04:05.678Z'), enableEmailNotifications: false, passwordHash: 'x' },
    });
    const bare = await db.prisma.user.create({ data: { email: 'bare@example.test', fullName: 'Bare' } });
    for (const user of [full, bare]) {
      const { token } = await createSession(db.prisma, user.id, { persistent: true });
      const resolved = await resolveSession(db.prisma, token);
      expect(resolved?.user).toEqual(await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } }));
    }
  });

  it('refuses an unknown token, an expired session and a suspended account', async () => {
    const user = await createDriver(db.prisma);
    expect(await resolveSession(db.prisma, 'nope')).toBeNull();
    const { token, session } = await createSession(db.prisma, user.id, { persistent: true });
    expect((await resolveSession(db.prisma, token))?.sessionId).toBe(session.id);
    await db.prisma.user.update({ where: { id: user.id }, data: { suspended: true } });
    expect(await resolveSession(db.prisma, token)).toBeNull();
    await db.prisma.user.update({ where: { id: user.id }, data: { suspended: false } });
    await db.prisma.session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resolveSession(db.prisma, token)).toBeNull();
  });
});
