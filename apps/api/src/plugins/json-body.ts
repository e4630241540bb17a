import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';

/**
 * The body limit of the forms anyone may send (sign-up, sign-in, password reset, verification): a sign-up is a
 * few hundred bytes, and a stranger's body is parsed in full before the form is refused, so it is kept small
 * instead of the 1 MB other routes may take from a signed-in caller.
 */
export const PUBLIC_FORM_BODY_LIMIT = 16 * 1024;

/**
 * JSON bodies, where an empty body means "no body": the web app sends Content-Type: application/json on
 * every authenticated call, and a bodiless POST/DELETE must not become a 400 (which signs the user out).
 * Prototype-poisoning keys are refused, as Fastify's own parser does.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      (error as Error & { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });
});
