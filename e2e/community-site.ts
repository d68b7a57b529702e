// The app for the community journey: APP_ORIGIN http://localhost:<port>, so community sites answer
// at http://{org}.localhost:<port> (Chromium sends *.localhost to the loopback), real SMTP and the
// outbox worker running (approval emails really go out).
import type { BrowserContext } from 'playwright-core';
import type { AccessLevel } from '../contract/users.ts';
import { signIn } from '../server/test/sign-in.ts';
import { createTestApp } from '../server/test/create-test-app.ts';
import { createUser } from '../server/test/factories.ts';
import { startSmtpReceiver } from '../server/test/smtp-receiver.ts';
import { requireWebBuild } from './web-dist.ts';
import { reservePort } from './reserved-port.ts';

export type Person = { id: string; email: string; name: string; cookies: Record<string, string> };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CommunitySite = Awaited<ReturnType<typeof startCommunitySite>>;

export async function startCommunitySite(options: { env?: Record<string, string> } = {}) {
  const webDistDir = requireWebBuild();
  // The port first: APP_ORIGIN names it, and community origins follow APP_ORIGIN.
  const { port, release } = await reservePort();
  const mainOrigin = `http://localhost:${port}`;
  const mail = await startSmtpReceiver();
  const t = await createTestApp({ env: { SMTP_URL: mail.url, APP_ORIGIN: mainOrigin, ...options.env }, webDistDir });
  t.app.outboxWorker.start();
  await release();
  await t.app.listen({ port, host: '127.0.0.1' });
  let count = 0;

  /** A call through the API as `person` (or anonymous), sent to the main host unless `origin` says otherwise. */
  async function api(person: Person | null, method: Method, path: string, payload?: unknown, origin = mainOrigin) {
    const headers: Record<string, string> = { host: new URL(origin).host };
    if (person)
      headers.cookie = Object.entries(person.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    const response = await t.app.inject({ method, url: path, payload: payload as never, headers });
    if (response.statusCode >= 400) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
    return response.body ? JSON.parse(response.body).data : undefined;
  }

  return {
    t,
    mail,
    api,
    mainOrigin,
    /** `http://{org}.localhost:<port>` */
    origin: (org: string) => `http://${org}.localhost:${port}`,
    /** a new account, signed in by emailed code (through the API, on the main host) */
    async person(name: string, accessLevel: AccessLevel = 'DEFAULT'): Promise<Person> {
      count += 1;
      const email = `member.${count}.${Date.now().toString(36)}@moim.example`;
      await createUser(t, { email, name, accessLevel });
      const cookies = await signIn(t, mail, email);
      const me = await api({ id: '', email, name, cookies }, 'GET', '/v1/me');
      return { id: me.id, email, name, cookies };
    },
    /** Puts a person's session cookies into the browser for `origin` (a site of its own: host-only cookies). */
    async signInBrowser(context: BrowserContext, person: Person, origin = mainOrigin) {
      await context.addCookies(
        Object.entries(person.cookies)
          .filter(([, value]) => value !== '')
          .map(([name, value]) => ({
            name,
            value,
            url: name === 'moim_rt' ? `${origin}/v1/auth/token` : origin,
            httpOnly: true,
            sameSite: name === 'moim_rt' ? ('Strict' as const) : ('Lax' as const),
          })),
      );
    },
    /** The 6-digit code in the newest mail to `email` after the first `before` mails. */
    async codeFor(email: string, before: number): Promise<string> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const found = mail
          .mailsTo(email)
          .slice(before)
          .findLast((m) => /\b\d{6}\b/.test(m.text ?? ''));
        const code = found ? /\b(\d{6})\b/.exec(found.text ?? '')?.[1] : undefined;
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await t.close();
      await mail.close();
    },
  };
}
