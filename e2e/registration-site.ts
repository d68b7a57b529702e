import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CreateEventInput } from '../contract/events.ts';
import type { AccessLevel } from '../contract/users.ts';
import { createTestApp, type TestApp } from '../server/test/create-test-app.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH, openSession, type UserRow } from '../server/identity/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import { createUser, sessionCookieFor } from '../server/test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../server/test/smtp-receiver.ts';
import { requireWebBuild } from './web-dist.ts';
import { reservePort } from './reserved-port.ts';

export type Person = { email: string; name: string; user: UserRow; cookie: string };

/**
 * The app on a fresh database with a real SMTP receiver and the outbox delivering, the server's
 * clock at the browser's now (the sale windows and countdowns agree), people made by the factories.
 */
export async function startRegistrationSite() {
  const webDistDir = requireWebBuild();
  const { port, release } = await reservePort();
  const url = `http://127.0.0.1:${port}`;
  const mail: SmtpReceiver = await startSmtpReceiver();
  const t: TestApp = await createTestApp({ env: { SMTP_URL: mail.url, APP_ORIGIN: url }, webDistDir });
  t.clock.set(new Date());
  t.app.outboxWorker.start();
  await release();
  await t.app.listen({ port, host: '127.0.0.1' });
  let count = 0;

  async function api(
    person: Person | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await t.app.inject({
      method,
      url: path,
      payload: payload as never,
      headers: { ...(person ? { cookie: person.cookie } : {}), ...headers },
    });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
  }

  return {
    url,
    t,
    mail,
    api,
    async person(name: string, accessLevel: AccessLevel = 'DEFAULT'): Promise<Person> {
      count += 1;
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${count}@moim.example`;
      const user = await createUser(t, { email, name, accessLevel });
      return { email, name, user, cookie: await sessionCookieFor(t, user) };
    },
    /** a published event a week from now, three hours long */
    async event(host: Person, overrides: Partial<CreateEventInput> = {}) {
      const startsAt = new Date(Date.now() + 7 * 86_400_000);
      const created = await api(host, 'POST', '/v1/events', {
        title: 'Seoul AI Builders Meetup',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
        timezone: 'Asia/Seoul',
        location: {
          mode: 'OFFLINE',
          venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' },
          detail: '3rd floor',
        },
        eventTypes: ['MEETUP'],
        eventFields: ['IT_PROGRAMMING'],
        description: '<p>Talks and <strong>pizza</strong>.</p>',
        ...overrides,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const event = created.body.data as { id: string; handle: string };
      expect((await api(host, 'POST', `/v1/event-managements/${event.id}/publish`)).status).toBe(200);
      return event;
    },
    /** a new browser context (signed in as the person, when given) on a page of the site */
    async open(
      browser: Browser,
      person: Person | null,
      path: string,
      options: { locale?: 'en' | 'ko'; width?: number } = {},
    ): Promise<Page> {
      const locale = options.locale ?? 'en';
      const context: BrowserContext = await browser.newContext({
        locale: locale === 'ko' ? 'ko-KR' : 'en-US',
        viewport: { width: options.width ?? 1280, height: 900 },
      });
      if (person) {
        // A session of its own per browser: the page refreshes it on load, and a refresh token
        // used by two browsers would read as stolen.
        const tokens = await openSession(t.db, { clock: t.clock, sessionSecret: loadSessionSecret(t.env) }, person.user);
        await context.addCookies([
          { name: ACCESS_COOKIE, value: tokens.accessToken, url, httpOnly: true, sameSite: 'Lax' },
          {
            name: REFRESH_COOKIE,
            value: tokens.refreshToken,
            url: `${url}${REFRESH_COOKIE_PATH}`,
            httpOnly: true,
            sameSite: 'Strict',
          },
        ]);
      }
      const page = await context.newPage();
      page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
      await page.goto(`${url}${path}${path.includes('?') ? '&' : '?'}lng=${locale}`);
      return page;
    },
    /** the code of the `nth` email-confirmation mail to this address (other mails skipped), once it arrived */
    async codeFor(email: string, nth = 1): Promise<string> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const codeMails = mail.mailsTo(email).filter((m) => /Confirm your email|이메일 인증/.test(m.subject ?? ''));
        const code = /\b(\d{6})\b/.exec(codeMails[nth - 1]?.text ?? '')?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`expected code mail ${nth} to ${email}, got ${codeMails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    waitForMails: (email: string, count: number) => waitForMails(mail, email, count),
    async close() {
      await t.close();
      await mail.close();
    },
  };
}

export type RegistrationSite = Awaited<ReturnType<typeof startRegistrationSite>>;

async function waitForMails(mail: SmtpReceiver, email: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = mail.mailsTo(email);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${email}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
