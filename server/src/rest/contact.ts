import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendContactMessage } from '../services/contact/contact.ts';
import { subscribeNewsletter, unsubscribeNewsletter } from '../services/newsletter/newsletter.ts';
import { flag, input, parse } from './http.ts';

/**
 * The contact form and the newsletter on the /api shim. Bodies are parsed here for their types
 * and sizes; the services' shared schemas (shared/contact.ts) judge the values.
 */

// Generous type-level bounds: the services apply the product's lengths (subject 200, message 5000).
const SendEmailBody = z.object({
  from: input(320),
  // The reference body names a recipient. It is read (so a well-formed reference body passes) and
  // then dropped: contact mail goes to CONTACT_EMAIL only, never where a client says.
  to: input(1000),
  subject: input(1000),
  message: input(20_000),
  isContactForm: flag.optional(),
  recaptchaToken: input(4096),
  // The reference client sends its public IP; the server uses the connection's (ADR 018).
  ip: input(100),
  language: input(10),
});
const SubscribeBody = z.object({ email: input(320), language: input(10) });
const TokenQuery = z.object({ token: input(1000) });
const TokenBody = z.object({ token: input(1000) }).passthrough();

/** 'Subscription successful!' (spec §8), the answer to every valid address. */
const SUBSCRIBED = 'Subscription successful!';

export function registerContactRoutes(api: FastifyInstance): void {
  /**
   * The reference's send-email: a contact message (`isContactForm` true or absent), or with
   * `isContactForm: false` a newsletter subscription of `from`. 200 with no body, as the reference.
   */
  api.post('/api/send-email', async (request, reply) => {
    const b = parse(SendEmailBody, request.body);
    if (b.isContactForm === false) {
      await subscribeNewsletter(request.ctx, { email: b.from, language: b.language });
    } else {
      await sendContactMessage(request.ctx, { email: b.from, subject: b.subject, message: b.message, language: b.language, recaptchaToken: b.recaptchaToken });
    }
    return reply.code(200).send();
  });

  /** `{email}` (and optionally `language`): 200 `{message: 'Subscription successful!'}`, whether new or not. */
  api.post('/api/newsletter/subscribe', async (request, reply) => {
    const { email, language } = parse(SubscribeBody, request.body);
    await subscribeNewsletter(request.ctx, { email, language });
    return reply.code(200).send({ message: SUBSCRIBED });
  });

  /**
   * Unsubscribes with the mail's token. The List-Unsubscribe header points here: mail clients
   * POST `List-Unsubscribe=One-Click` (form-encoded) to the URL with `?token=` (RFC 8058).
   * 200, or 400 for an unknown or already used token.
   */
  void api.register(async (scope) => {
    // RFC 8058 says mail clients SHOULD send the one-click POST as multipart/form-data; its body
    // says nothing the URL does not (the token is in the query), so it is read and dropped here.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) => done(null, undefined));
    scope.post('/api/newsletter/unsubscribe', async (request, reply) => {
      const token = parse(TokenQuery, request.query).token ?? parse(TokenBody, request.body).token;
      await unsubscribeNewsletter(request.ctx, { token });
      return reply.code(200).send();
    });
  });
}
