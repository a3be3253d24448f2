import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { freePort } from '../../src/db/embedded.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { killChildServers, startChildServer } from '../childServer.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { erbilTime, waitUntil } from '../fixtures.ts';
import { startSmtpStandin, type SmtpStandin } from '../standins/smtp.ts';

/**
 * Issue 12 point 8: the server is SIGKILLed right after a pay-later checkout answered (the booking
 * committed, its confirmation mail not sent yet): after a restart on the same database the driver
 * still gets the confirmation, once. The mail lives in the outbox row written in the booking's
 * transaction (ADR 006), not in the process: the first server runs with its mail worker off
 * (MAIL_WORKER=false), so at the kill the mail can only be in the database; the second one runs
 * the real worker against the SMTP stand-in.
 */

let db: TestDatabase;
let smtp: SmtpStandin;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpStandin();
});
afterEach(killChildServers);
afterAll(async () => {
  await smtp?.close();
  await db?.drop();
});

const startServer = (port: number, env: Record<string, string>) => startChildServer({ databaseUrl: db.url, port, env: { JOBS: 'false', ...env } });

describe('a server killed right after a checkout', () => {
  it('still delivers the confirmation mail, once, after a restart', async () => {
    const driver = await createDriver(db.prisma, { fullName: 'Dilan Ahmed', email: `sigkill.${randomUUID()}@example.com` });
    await db.prisma.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
    const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, driver.id, { persistent: false })).token}`;
    const car = await createCar(db.prisma, { name: 'Toyota Corolla', locations: [scenario.location.airport] });
    const from = erbilTime(40);
    const to = new Date(from.getTime() + 3 * 86_400_000);

    // ── First life: the checkout commits and answers; the process dies at once.
    const port = await freePort();
    const first = await startServer(port, { MAIL_WORKER: 'false', SMTP_URL: smtp.url });
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: 'mutation($input: CheckoutInput!) { checkout(input: $input) { bookingId status } }',
        variables: { input: { carId: car.id, pickupLocationId: scenario.location.airport, dropoffLocationId: scenario.location.airport, from, to } },
      }),
    });
    const body = (await res.json()) as { data?: { checkout: { bookingId: string; status: string } }; errors?: unknown };
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const { bookingId, status } = body.data!.checkout;
    expect(status).toBe('pending');

    // At the kill, the booking is there and its confirmation only in the outbox: nothing was sent.
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({ driverId: driver.id, status: 'pending' });
    const pending = await db.prisma.mailOutbox.findMany({ where: { toAddress: driver.email } });
    expect(pending).toMatchObject([{ status: 'pending', attempts: 0, subject: expect.stringMatching(/^Booking confirmed: Toyota Corolla/) }]);
    expect(smtp.messages.filter((m) => m.to === driver.email)).toEqual([]);

    // ── Second life, same database, the real mail worker and SMTP: the mail goes out, once.
    await startServer(await freePort(), { SMTP_URL: smtp.url });
    const mail = await smtp.waitFor((m) => m.to === driver.email, 30_000);
    expect(mail.subject).toMatch(/^Booking confirmed: Toyota Corolla/);
    expect(mail.text).toContain(bookingId);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['booking.ics']);
    await waitUntil(
      async () => (await db.prisma.mailOutbox.findMany({ where: { toAddress: driver.email } })).every((m) => m.status === 'sent'),
      'the outbox row to be marked sent',
      20_000,
    );
    expect(smtp.messages.filter((m) => m.to === driver.email)).toHaveLength(1);
    expect(await db.prisma.mailOutbox.findMany({ where: { toAddress: driver.email } })).toMatchObject([{ status: 'sent', attempts: 1 }]);
  }, 120_000);
});
