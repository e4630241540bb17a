import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailsTo, signIn, signUp, verifiedUser, type TestApp } from '../helpers';
import { ban, liftBan, sessionRows, validateSession } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;

describe('a blocked account (an active ban)', () => {
  it('answers 401 USER_BLOCKED on validate-session and on sign-in', async () => {
    const { id, form, token } = await verifiedUser(t.app);
    await ban(t, id, 'forever');

    const check = await validateSession(t, token);
    expect(check.statusCode).toBe(401);
    expect(check.json()).toMatchObject({ code: 'USER_BLOCKED', messageKey: 'error.user_blocked' });

    const sessionsBefore = await sessionRows(t, id);
    const again = await signIn(t.app, form.email, form.password);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'USER_BLOCKED', messageKey: 'error.user_blocked' });
    expect(await sessionRows(t, id)).toEqual(sessionsBefore);
  });

  it('does not reveal the block to someone without the password', async () => {
    const { id, form } = await verifiedUser(t.app);
    await ban(t, id, 'forever');
    const response = await signIn(t.app, form.email, 'Niepoprawne-1');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an unverified blocked account without mailing it a link', async () => {
    const { id, form } = await signUp(t.app);
    await ban(t, id, 'forever');
    const response = await signIn(t.app, form.email, form.password);
    expect(response.json().code).toBe('USER_BLOCKED');
    expect(await mailsTo(t.app, form.email)).toHaveLength(1);
  });

  it('lets the user back in once a temporary ban has ended or a ban is lifted', async () => {
    const { id, form, token } = await verifiedUser(t.app);
    const until = new Date(t.clock.now().getTime() + HOUR);
    await ban(t, id, until);
    expect((await signIn(t.app, form.email, form.password)).json().code).toBe('USER_BLOCKED');
    t.clock.set(until);
    expect((await validateSession(t, token)).statusCode).toBe(200);

    const forever = await ban(t, id, 'forever');
    expect((await validateSession(t, token)).json().code).toBe('USER_BLOCKED');
    await liftBan(t, forever.id);
    expect((await signIn(t.app, form.email, form.password)).statusCode).toBe(200);
  });

  it("blocks only the banned user, not someone else's session", async () => {
    const banned = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    await ban(t, banned.id, 'forever');
    expect((await validateSession(t, other.token)).statusCode).toBe(200);
  });
});
