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
 * enqueueMail for several messages caused by one change: one statement (the rows, and the NOTIFY)
 * whatever their number; a checkout writes up to three, and each statement lengthens its
 * transaction. Raw SQL: Prisma compiles every createMany afresh (its plan cache skips them).
 * Returns their ids in the order given.
 */
export async function enqueueMails(tx: Prisma.TransactionClient | PrismaClient, mails: OutgoingMail[]): Promise<string[]> {
  if (!mails.length) return [];
  const rows = outboxRows(mails);
  await tx.$executeRaw`
    WITH written AS (
      INSERT INTO mail_outbox (id, to_address, subject, html, text, attachments, reply_to, headers)
      SELECT m.id, m.to_address, m.subject, m.html, m.text, m.attachments, m.reply_to, coalesce(m.headers, '{}')
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS m (id uuid, to_address text, subject text, html text, text text, attachments jsonb, reply_to text, headers jsonb)
      RETURNING 1
    )
    SELECT pg_notify(${MAIL_OUTBOX_CHANNEL}, '') FROM (SELECT count(*) FROM written) AS n`;
  return rows.map((r) => r.id);
}

/** One mail_outbox row as enqueueMails writes it (jsonb_to_recordset's columns). */
export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: ReturnType<typeof renderMail>['attachments'];
  /** Reply-To, when the message has one (a contact message). */
  reply_to: string | null;
  headers: Record<string, string>;
}

/**
 * The outbox rows of `mails`, rendered, with new ids: what enqueueMails writes, for a caller that
 * writes them in a statement of its own (checkout_pay_later) with a NOTIFY on MAIL_OUTBOX_CHANNEL.
 * Mails of one template, language and data (the supplier's and ADMIN_EMAIL's copies of a booking)
 * are rendered once. Throws on an address the outbox refuses, before any SQL runs.
 */
export function outboxRows(mails: readonly OutgoingMail[]): OutboxRow[] {
  const rendered = new Map<OutgoingMail, ReturnType<typeof renderMail>>();
  return mails.map((mail) => {
    const to = mail.to.trim();
    if (!ADDRESS.test(to) || to.length > 254) throw new Error(`Invalid recipient address ${JSON.stringify(mail.to)}`);
    const same = [...rendered.keys()].find((m) => m.template === mail.template && m.language === mail.language && m.data === mail.data);
    const content = (same && rendered.get(same)) ?? renderMail(mail.template, mail.language, mail.data as never);
    rendered.set(mail, content);
    const { subject, html, text, attachments, replyTo, headers } = content;
    if (replyTo !== undefined && (!ADDRESS.test(replyTo) || replyTo.length > 254)) throw new Error(`Invalid reply-to address ${JSON.stringify(replyTo)}`);
    return { id: randomUUID(), to_address: to, subject, html, text, attachments, reply_to: replyTo ?? null, headers };
  });
}
