import type { BrowserContext } from 'playwright-core';
import type { AccessLevel } from '../contract/users.ts';
import { signIn } from '../server/test/sign-in.ts';
import { createTestApp, type TestApp } from '../server/test/create-test-app.ts';
import { createUser } from '../server/test/factories.ts';
import { startSmtpReceiver } from '../server/test/smtp-receiver.ts';
import { reservePort } from './reserved-port.ts';
import { requireWebBuild } from './web-dist.ts';

export type Person = { email: string; name: string; cookies: Record<string, string> };

// The tests read the JSON answers as exactly what they assert.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiAnswer = { status: number; body: { data?: any } };

export type EventsSite = {
  url: string;
  t: TestApp;
  /** a new account (PRO when asked), signed in by emailed code through the API */
  person(name: string, accessLevel?: AccessLevel): Promise<Person>;
  /** puts the person's session cookies into a browser context */
  signInBrowser(context: BrowserContext, person: Person): Promise<void>;
  /** an API call as the person */
  api(person: Person | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<ApiAnswer>;
  close(): Promise<void>;
};

/** The app on a fresh database, with a real SMTP receiver for the sign-in codes. */
export async function startEventsSite(options: { webDistDir?: string } = {}): Promise<EventsSite> {
  options.webDistDir ??= requireWebBuild();
  const { port, release } = await reservePort();
  const url = `http://127.0.0.1:${port}`;
  const mail = await startSmtpReceiver();
  const t = await createTestApp({ env: { SMTP_URL: mail.url, APP_ORIGIN: url }, webDistDir: options.webDistDir });
  await release();
  await t.app.listen({ port, host: '127.0.0.1' });
  let count = 0;

  return {
    url,
    t,
    async person(name, accessLevel = 'DEFAULT') {
      count += 1;
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${count}@moim.example`;
      await createUser(t, { email, name, accessLevel });
      return { email, name, cookies: await signIn(t, mail, email) };
    },
    async signInBrowser(context, person) {
      // As the server sets them: the refresh token only on its own path, strict.
      const cookies: Parameters<BrowserContext['addCookies']>[0] = Object.entries(person.cookies)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => ({
          name,
          value,
          url: name === 'moim_rt' ? `${url}/v1/auth/token` : url,
          httpOnly: true,
          sameSite: name === 'moim_rt' ? 'Strict' : 'Lax',
        }));
      await context.addCookies(cookies);
    },
    async api(person, method, path, payload) {
      const cookie = person
        ? Object.entries(person.cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join('; ')
        : undefined;
      const response = await t.app.inject({ method, url: path, payload: payload as never, headers: cookie ? { cookie } : {} });
      return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
    },
    async close() {
      await t.close();
      await mail.close();
    },
  };
}
