import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devMailbox } from '../db/schema/index.ts';
import type { AppDeps } from '../app-deps.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The dev mailbox: every mail the app would have sent, newest first. Never registered in production. */
export async function devMailRoutes(app: FastifyInstance, { db }: AppDeps) {
  const latest = () => db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(100);

  app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({ data: { items: await latest() } }));

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>` +
          `<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    const body = mails.length ? items : '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Moim</title></head>` +
          `<body style="font-family:system-ui;max-width:48rem;margin:2rem auto"><h1>Dev mailbox</h1>${body}</body></html>`,
      );
  });
}
