import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { listMailboxMessages } from './mail.repository';
import { notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/escape-html';

const ZMailboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  created_at: z.string(),
});

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The dev mailbox (only when no SMTP_URL is set and never in production). */
export function devMailboxRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  async function messages() {
    await deps.mail.deliverDue();
    const rows = await listMailboxMessages(deps.db, 200);
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments: (row.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      })),
      created_at: row.createdAt.toISOString(),
    }));
  }

  return async (app) => {
    // The mailbox holds live sign-in links: only this machine may read it, even when the server listens on
    // every interface.
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.ip)) throw notFound();
    });

    app.get(
      '/messages',
      {
        schema: {
          tags: ['dev'],
          summary: 'Dev mailbox: every mail, newest first',
          response: { 200: z.array(ZMailboxMessage) },
        },
      },
      async () => messages(),
    );

    app.get('/', { schema: { hide: true } }, async (_request, reply) => {
      const list = await messages();
      const items = list
        .map(
          (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">Do: <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(new Date(mail.created_at).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' }))}</p>
<pre>${linkify(mail.text)}</pre>${mail.attachments.map((file) => `<p class="meta">Załącznik: ${escapeHtml(file.filename)}</p>`).join('')}</article>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="pl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Skrzynka deweloperska — Scena</title>
<style>body{font:17px/1.5 system-ui,sans-serif;max-width:820px;margin:0 auto;padding:24px;color:#1f1a17;background:#faf8f5}
h1{font-weight:500}article{background:#fff;border:1px solid #d9d2c7;border-radius:8px;padding:16px 20px;margin:16px 0}
h2{font-size:1.15rem;margin:0 0 4px}.meta{color:#555;margin:0 0 8px}pre{white-space:pre-wrap;word-break:break-word;font:inherit}
a{color:#0958d9}</style></head><body><main><h1>Skrzynka deweloperska</h1>
<p>Wiadomości wysłane przez aplikację (bez serwera SMTP). Najnowsze na górze.</p>
${items || '<p>Brak wiadomości.</p>'}</main></body></html>`);
    });
  };
}
