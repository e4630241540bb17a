import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdmin, languageFromHeader, type Language } from '@scena/shared';
import type { UserRow } from '../db/schema';
import { AppError, notAdmin } from '../lib/errors';

/** The signed-in person a request carries, once a guard has resolved its token. */
export interface SessionContext {
  user: UserRow;
  sessionId: number;
  tokenHash: string;
  expiresAt: Date;
  /** Passed the administrator's mailed link (always true for an administrator's session that resolves). */
  adminLink: boolean;
}

/** The session behind a token, or the AppError that refuses it (modules/auth/resolve-session.ts). */
export type SessionResolver = (token: string | undefined) => Promise<SessionContext>;

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    session: SessionContext | null;
  }
}

export const AUTH_HEADER = 'x-auth-token';

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[AUTH_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** The request's language and, through the pre-handlers below, its session. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'pl');
  app.decorateRequest('session', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    done();
  });
});

/** Route guards: every route names one of them (docs/adding-an-endpoint.md). */
export function guards(resolveSession: SessionResolver) {
  return {
    /** A signed-in user, not banned, with a live session. */
    async requireUser(request: FastifyRequest) {
      request.session = await resolveSession(tokenOf(request));
    },
    /** A signed-in administrator (role 1 only, through the mailed link: fail closed). */
    async requireAdmin(request: FastifyRequest) {
      request.session = await resolveSession(tokenOf(request));
      if (!isAdmin({ role_id: request.session.user.roleId }) || !request.session.adminLink) throw notAdmin();
    },
    /** Anyone; a valid session is read when one is sent, a bad one is ignored (public reads must not sign out). */
    async optionalUser(request: FastifyRequest) {
      const token = tokenOf(request);
      if (!token) return;
      try {
        request.session = await resolveSession(token);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    },
  };
}

export type Guards = ReturnType<typeof guards>;

/** The session a guard has put on the request (for handlers behind requireUser/requireAdmin). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new Error('route is missing its requireUser/requireAdmin guard');
  return request.session;
}
