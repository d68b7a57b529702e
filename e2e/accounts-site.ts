import { createTestApp, type TestApp } from '../server/test/create-test-app.ts';
import { startOidcProvider, type OidcTestAccount, type OidcTestProvider } from '../server/test/oidc-provider.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../server/test/smtp-receiver.ts';
import { requireWebBuild } from './web-dist.ts';
import { reservePort } from './reserved-port.ts';

export type AccountsSite = {
  url: string;
  t: TestApp;
  mail: SmtpReceiver;
  oidc: OidcTestProvider;
  /** the 6-digit code of the `nth` (1-based) mail sent to `email`, waiting for it to arrive */
  codeFor(email: string, nth: number): Promise<string>;
  close(): Promise<void>;
};

/**
 * The whole app with real mail and a real identity provider: a local SMTP receiver, a local
 * OpenID provider (standing in for Google) and the app listening on the port its APP_ORIGIN names,
 * so the provider's redirect back to /google/callback reaches it.
 */
export async function startAccountsSite(accounts: Record<string, OidcTestAccount>): Promise<AccountsSite> {
  const webDistDir = requireWebBuild();
  const { port, release } = await reservePort();
  const url = `http://127.0.0.1:${port}`;
  const mail = await startSmtpReceiver();
  const oidc = await startOidcProvider({ redirectUris: [`${url}/google/callback`], accounts });
  const t = await createTestApp({ env: { SMTP_URL: mail.url, APP_ORIGIN: url, ...oidc.env }, webDistDir });
  t.app.outboxWorker.start();
  await release();
  await t.app.listen({ port, host: '127.0.0.1' });

  async function codeFor(email: string, nth: number): Promise<string> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mails = mail.mailsTo(email);
      if (mails.length >= nth) {
        const code = /\b(\d{6})\b/.exec(mails[nth - 1].text ?? '')?.[1];
        if (!code) throw new Error('no code in the mail');
        return code;
      }
      if (Date.now() > deadline) throw new Error(`expected mail ${nth} to ${email}, got ${mails.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    url,
    t,
    mail,
    oidc,
    codeFor,
    async close() {
      await t.close();
      await Promise.all([mail.close(), oidc.close()]);
    },
  };
}
