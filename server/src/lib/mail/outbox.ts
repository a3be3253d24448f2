import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import { renderMail, type MailData, type MailLanguage, type MailTemplate } from './templates.ts';

export type { MailData, MailLanguage, MailTemplate } from './templates.ts';

/** The NOTIFY channel the mail worker LISTENs on (worker.ts). */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

export type OutgoingMail = {
  [T in MailTemplate]: { to: string; template: T; language: MailLanguage; data: MailData[T] };
}[MailTemplate];

/** A deliberately loose check: the SMTP server is the judge; this only stops obvious garbage and header injection. */
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * Writes a rendered e-mail to the outbox. Call it with the transaction client of the change
 * that causes the mail (`prisma.$transaction(async (tx) => { ...; await enqueueMail(tx, ...) })`):
 * the mail then exists if and only if the change committed, and a crash after the commit
 * cannot lose it (the worker delivers it, with retries).
 *
 * It also NOTIFYs the worker. PostgreSQL delivers a NOTIFY at commit and drops it on rollback,
 * so the worker wakes exactly when there is something to send; its polling covers a lost one.
 */
export async function enqueueMail(
  tx: Prisma.TransactionClient | PrismaClient,
  mail: OutgoingMail,
): Promise<{ id: string }> {
  const [id] = await enqueueMails(tx, [mail]);
  return { id };
}

/**
 * enqueueMail for several messages caused by one change: one INSERT and one NOTIFY whatever
 * their number (a checkout writes up to three; each statement lengthens its transaction).
 * Returns their ids in the order given.
 */
export async function enqueueMails(tx: Prisma.TransactionClient | PrismaClient, mails: OutgoingMail[]): Promise<string[]> {
  if (!mails.length) return [];
  const data = mails.map((mail) => {
    const to = mail.to.trim();
    if (!ADDRESS.test(to) || to.length > 254) throw new Error(`Invalid recipient address ${JSON.stringify(mail.to)}`);
    const { subject, html, text, attachments } = renderMail(mail.template, mail.language, mail.data as never);
    return { id: randomUUID(), toAddress: to, subject, html, text, attachments: attachments as unknown as Prisma.InputJsonValue };
  });
  await tx.mailOutbox.createMany({ data });
  await tx.$executeRaw`SELECT pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`;
  return data.map((d) => d.id);
}
