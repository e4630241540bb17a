import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../src/adapters/mail/smtp';
import { createTestApp, signUpForm, type TestApp } from '../helpers';

/** A real SMTP peer on loopback: the product's nodemailer transport speaks SMTP to it. */
let server: SMTPServer;
let received: Array<{ to: string[]; raw: string }> = [];
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Scena <no-reply@scena.local>'),
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification mail through the outbox once, as text and HTML', async () => {
    received = [];
    const form = signUpForm();
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload: form })).statusCode).toBe(201);
    expect(await t.app.deps.mail.deliverDue()).toBe(1);
    expect(await t.app.deps.mail.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([form.email]);
    expect(received[0]!.raw).toMatch(/Subject: =\?UTF-8\?Q\?Potwierd|Subject: Potwierd/);
    expect(received[0]!.raw).toContain('Content-Type: text/plain');
    expect(received[0]!.raw).toContain('Content-Type: text/html');
  });

  it('has no dev mailbox when mail goes over SMTP', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(404);
  });
});
