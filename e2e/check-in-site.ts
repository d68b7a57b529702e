// The app for the guest-management and check-in journeys: real SMTP, the outbox worker running
// (approval emails really go out), and an event with its host team and guests made through the API.
import type { BrowserContext } from 'playwright-core';
import type { AccessLevel } from '../contract/users.ts';
import { signIn } from '../server/test/sign-in.ts';
import { createTestApp, type TestApp } from '../server/test/create-test-app.ts';
import { createUser } from '../server/test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../server/test/smtp-receiver.ts';
import { requireWebBuild } from './web-dist.ts';
import { reservePort } from './reserved-port.ts';

export type Person = { email: string; name: string; cookies: Record<string, string> };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CheckInSite = Awaited<ReturnType<typeof startCheckInSite>>;

/** `env`: more settings for the server (GA_MEASUREMENT_ID, say). */
export async function startCheckInSite(options: { env?: Record<string, string> } = {}) {
  const webDistDir = requireWebBuild();
  const { port, release } = await reservePort();
  const url = `http://127.0.0.1:${port}`;
  const mail: SmtpReceiver = await startSmtpReceiver();
  const t: TestApp = await createTestApp({ env: { SMTP_URL: mail.url, APP_ORIGIN: url, ...options.env }, webDistDir });
  t.app.outboxWorker.start();
  await release();
  await t.app.listen({ port, host: '127.0.0.1' });
  let count = 0;

  async function api(person: Person | null, method: Method, path: string, payload?: unknown) {
    const cookie = person
      ? Object.entries(person.cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; ')
      : undefined;
    const response = await t.app.inject({ method, url: path, payload: payload as never, headers: cookie ? { cookie } : {} });
    const body =
      response.body && response.headers['content-type']?.toString().includes('json') ? JSON.parse(response.body) : response.body;
    if (response.statusCode >= 400) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
    return body.data;
  }

  return {
    url,
    t,
    mail,
    api,
    /** a new account signed in by emailed code */
    async person(name: string, accessLevel: AccessLevel = 'DEFAULT'): Promise<Person> {
      count += 1;
      const email = `guest.${count}.${Date.now().toString(36)}@moim.example`;
      await createUser(t, { email, name, accessLevel });
      return { email, name, cookies: await signIn(t, mail, email) };
    },
    async signInBrowser(context: BrowserContext, person: Person) {
      await context.addCookies(
        Object.entries(person.cookies)
          .filter(([, value]) => value !== '')
          .map(([name, value]) => ({
            name,
            value,
            url: name === 'moim_rt' ? `${url}/v1/auth/token` : url,
            httpOnly: true,
            sameSite: name === 'moim_rt' ? 'Strict' : 'Lax',
          })),
      );
    },
    async close() {
      await t.close();
      await mail.close();
    },
  };
}
