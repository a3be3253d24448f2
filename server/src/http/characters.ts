import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnacceptableText, toAcceptableText, UNACCEPTABLE_TEXT_MESSAGE } from '../shared/characters.ts';

export { UNACCEPTABLE_TEXT_MESSAGE };
import { logRefusal } from '../logger.ts';
import { isPageNavigation, sendPlainPage } from './plainPage.ts';


/**
 * Where in the request a string holds NUL or an unpaired surrogate, named as a client reads it
 * (null when nowhere): a path parameter or query name; a body field's path (`driver.fullName`);
 * for GraphQL, the path inside the variable's value as services name input fields (`fullName` of
 * `$input`), the variable's name for a plain value, else `query`, `operationName`, `extensions...`.
 */
function unacceptableTextIn(request: FastifyRequest, graphql: boolean): string | null {
  // Path parameters arrive percent-decoded (`%00` is a NUL; an invalid UTF-8 sequence such as
  // `%ED%A0%80` never reaches here: the router refuses the URL, frameworkErrors in app.ts).
  // Query values keep an invalid sequence as it was sent (`%ED%A0%80`), so only NUL gets here.
  const sources: [string, unknown][] = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ];
  if (graphql && request.method === 'GET') {
    // GraphQL over GET carries its variables and extensions as JSON text in the query string.
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const name of ['variables', 'extensions']) {
      if (typeof query[name] !== 'string') continue;
      try {
        sources.push(['body', { [name]: JSON.parse(query[name]) }]);
      } catch {
        // not JSON: Apollo answers that
      }
    }
  }
  for (const [source, value] of sources) {
    const path = source === 'params' || source === 'query' ? topLevel(value) : findUnacceptableText(value);
    if (!path) continue;
    if (graphql && path[0] === 'variables' && path.length > 1) return (path.length > 2 ? path.slice(2) : path.slice(1)).join('.');
    return path.join('.');
  }
  return null;
}

/** Path parameters and query values are one level of strings (or lists of them), whatever object holds them. */
function topLevel(value: unknown): (string | number)[] | null {
  if (value === null || typeof value !== 'object') return null;
  return findUnacceptableText({ ...value });
}

/**
 * The edge rule (docs/decisions/032-bad-characters-at-the-edge.md): no string a client sends, in
 * a path parameter, the query string, a JSON or form body (keys and values, nested), GraphQL
 * variables and extensions, or the operations of a GraphQL multipart upload, may hold NUL or an
 * unpaired surrogate. Such a request is refused with 400 before any handler or service sees it.
 * In preHandler, after every parser ran (the GraphQL multipart body is read in its scope's
 * preValidation), and before the shim builds its context. Bodies kept as bytes (the Stripe
 * webhook's, checked by signature) are not text here; REST multipart text fields are never read
 * (rest/multipart.ts reads one file part, and licences clean the file name they keep).
 */
export function registerCharacterRule(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    // The 404 answer and the web app's shell read nothing of the request.
    if (request.is404) return;
    const graphql = request.routeOptions.url === '/graphql';
    const where = unacceptableTextIn(request, graphql);
    if (where === null) return;
    // A bad key names itself: never echoed (or logged) as sent.
    const field = toAcceptableText(where);
    const details = { messageCode: 'INVALID_CHARACTERS', fieldErrors: { [field]: 'INVALID_CHARACTERS' } };
    logRefusal(request.log, { status: 400, code: 'BAD_USER_INPUT', messageCode: 'INVALID_CHARACTERS', field, message: UNACCEPTABLE_TEXT_MESSAGE });
    if (!graphql && isPageNavigation(request)) return sendPlainPage(reply, 400, 'Bad request', UNACCEPTABLE_TEXT_MESSAGE);
    if (graphql) return reply.code(400).send({ errors: [{ message: UNACCEPTABLE_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', ...details } }] });
    return reply.code(400).send({ error: 'BAD_USER_INPUT', message: UNACCEPTABLE_TEXT_MESSAGE, ...details, requestId: request.id });
  });
}
