import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, signIn, verifiedUser, type TestApp } from '../helpers';
import { sessionRows, validateSession } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function logout(options: { token?: string; payload?: unknown } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: options.token ? auth(options.token) : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

describe('POST /api/auth/logout', () => {
  it('ends the session of x-auth-token, after which validate-session answers 401', async () => {
    const { id, token } = await verifiedUser(t.app);
    const response = await logout({ token, payload: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const check = await validateSession(t, token);
    expect(check.statusCode).toBe(401);
    expect(check.json().code).toBe('SESSION_EXPIRED');
    const [row] = await sessionRows(t, id);
    expect(row).toMatchObject({ revokedReason: 'logout', revokedAt: t.clock.now() });
  });

  it('ends the session named in the body when no header is sent', async () => {
    const { token } = await verifiedUser(t.app);
    expect((await logout({ payload: { token } })).statusCode).toBe(200);
    expect((await validateSession(t, token)).statusCode).toBe(401);
  });

  it('answers ok for a dead, unknown or missing token, and keeps why a session ended', async () => {
    const { id, form, token } = await verifiedUser(t.app);
    await signIn(t.app, form.email, form.password);
    for (const options of [{ token }, { token }, { token: 'forged' }, {}, { payload: {} }]) {
      const response = await logout(options);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const [replaced, current] = await sessionRows(t, id);
    expect(replaced?.revokedReason).toBe('replaced');
    expect(current?.revokedAt).toBeNull();
    expect((await validateSession(t, token)).json().code).toBe('SESSION_REPLACED');
  });

  it("cannot end someone else's session without their token", async () => {
    const anna = await verifiedUser(t.app);
    const piotr = await verifiedUser(t.app);
    await logout({ token: anna.token, payload: { token: piotr.token } });
    expect((await validateSession(t, anna.token)).statusCode).toBe(401);
    expect((await validateSession(t, piotr.token)).statusCode).toBe(200);
  });

  it('refuses a token of the wrong type with 422 and leaves the session alive', async () => {
    const { token } = await verifiedUser(t.app);
    const response = await logout({ payload: { token: 42 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().formError).toEqual({ token: 'form.validate.wrong' });
    expect((await validateSession(t, token)).statusCode).toBe(200);
  });

  it('lets the user sign in again afterwards', async () => {
    const { form, token } = await verifiedUser(t.app);
    await logout({ token });
    const again = await signIn(t.app, form.email, form.password);
    expect(again.statusCode).toBe(200);
    expect((await validateSession(t, again.json().token)).statusCode).toBe(200);
  });
});
