import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminLinkSignIn,
  ZApiError,
  ZEmailOnly,
  ZEmailToken,
  ZNewPassword,
  ZOk,
  ZSession,
  ZSessionState,
  ZSignIn,
  ZSignOut,
  ZSignUp,
} from '@scena/shared';
import type { AppDeps } from '../../deps';
import { AUTH_HEADER, sessionOf, type Guards } from '../../plugins/auth';
import { PUBLIC_FORM_BODY_LIMIT } from '../../plugins/json-body';
import { checkResetLink } from './check-reset-link';
import { requestPasswordReset } from './request-password-reset';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { sessionUserDto } from './session-user';
import { signIn } from './sign-in';
import { signInWithAdminLink } from './sign-in-with-admin-link';
import { signOut } from './sign-out';
import { signUp } from './sign-up';
import type { SignInOrigin } from './start-session';
import { verifyAccount } from './verify-account';

const errors = { 400: ZApiError, 422: ZApiError, 429: ZApiError };
const signInErrors = { ...errors, 401: ZApiError, 403: ZApiError };
const ok = { ok: true } as const;

function originOf(deps: AppDeps, request: FastifyRequest): SignInOrigin {
  return {
    ip: request.ip,
    country: deps.geo.countryOf(request.ip),
    userAgent: request.headers['user-agent'] ?? null,
  };
}

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[AUTH_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** Sign-up, verification, sign-in (password and administrator link), sign-out, password reset. */
export function authRoutes(deps: AppDeps, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary:
            'Sign up: creates an unverified account and mails the verification link. A taken address answers ' +
            'the same and its owner is told by mail, so the answer never says who is registered',
          body: ZSignUp,
          response: { 201: z.object({ email: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        await deps.limiter.hit(['signUpIp', request.ip]);
        await signUp(deps, request.body, { language: request.lang });
        return reply.code(201).send({ email: request.body.email });
      },
    );

    app.post(
      '/auth',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary:
            'Sign in with e-mail and password. Unverified: 403 UNVERIFIED with email (a new link is mailed); ' +
            'administrator: 403 ADMIN_LINK_SENT (the sign-in link is mailed)',
          body: ZSignIn,
          response: { 200: ZSession, ...signInErrors },
        },
      },
      async (request) => {
        await deps.limiter.hit(['signInIp', request.ip]);
        return signIn(deps, request.body, originOf(deps, request));
      },
    );

    app.post(
      '/auth/admin',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary: 'Administrator sign-in through the mailed link (single use, 10 minutes)',
          body: ZAdminLinkSignIn,
          response: { 200: ZSession, ...signInErrors },
        },
      },
      async (request) => {
        await deps.limiter.hit(['adminLinkIp', request.ip]);
        return signInWithAdminLink(deps, request.body, originOf(deps, request));
      },
    );

    app.post(
      '/auth/logout',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary: 'Sign out the session of x-auth-token (or of `token`); a dead session answers ok too',
          body: ZSignOut.nullish(),
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await signOut(deps, headerToken(request) ?? request.body?.token);
        return ok;
      },
    );

    app.get(
      '/users/validate-session',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user and when the session ends (the player asks every 5 minutes)',
          security: [{ session: [] }],
          response: { 200: ZSessionState, 401: ZApiError, 403: ZApiError },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        return {
          user: await sessionUserDto(deps.db, session.user),
          expiresAt: session.expiresAt.toISOString(),
        };
      },
    );

    app.post(
      '/verifications/new',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary: 'Mail a new verification link; answers the same whether or not the account exists',
          body: ZEmailOnly,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deps.limiter.hit(['resendIp', request.ip]);
        await resendVerification(deps, request.body);
        return ok;
      },
    );

    app.post(
      '/verifications',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary: 'Verify the account with the mailed link',
          body: ZEmailToken,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await verifyAccount(deps, request.body);
        return ok;
      },
    );

    app.post(
      '/passwords',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary: 'Mail a password reset link; answers the same whether or not the account exists',
          body: ZEmailOnly,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await deps.limiter.hit(['resetIp', request.ip]);
        await requestPasswordReset(deps, request.body);
        return ok;
      },
    );

    app.post(
      '/passwords/verifyreset',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary: 'Check a reset link without using it',
          body: ZEmailToken,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await checkResetLink(deps, request.body);
        return ok;
      },
    );

    app.put(
      '/passwords',
      {
        bodyLimit: PUBLIC_FORM_BODY_LIMIT,
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the reset link; every session of the account ends',
          body: ZNewPassword,
          response: { 200: ZOk, ...errors },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body);
        return ok;
      },
    );
  };
}
