// Acceptance: no code, token, credential, cookie or secret reaches the logs. Runs every sign-in
// path with the production logger settings writing into a buffer, then searches it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startOidcProvider, type OidcTestProvider } from '../../test/oidc-provider.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import {
  basic,
  cookieHeader,
  cookiesFrom,
  createUser,
  exchangeCode,
  freshEmail,
  latestCode,
  requestCode,
} from '../../test/sign-in.ts';

const APP_ORIGIN = 'http://moim.test:3000';

let t: TestApp;
let provider: OidcTestProvider;
let receiver: SmtpReceiver;
let log = '';
const secrets = new Set<string>();
const keep = (...values: (string | undefined | null)[]) => values.forEach((v) => v && secrets.add(v));

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  provider = await startOidcProvider({ redirectUris: [`${APP_ORIGIN}/google/callback`] });
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      log += chunk.toString();
      callback();
    },
  });
  t = await createTestApp({ env: { SMTP_URL: receiver.url, APP_ORIGIN, ...provider.env }, logStream });
  keep(t.env.SESSION_SECRET, provider.clientSecret);
});
afterAll(async () => {
  await t.close();
  await provider.close();
  await receiver.close();
});

describe('logs', () => {
  it('never contain codes, tokens, credentials, cookies or secrets', async () => {
    const email = freshEmail('logs');
    await requestCode(t, email, 'SIGN_UP');
    const code = await latestCode(t, receiver, email);
    await exchangeCode(t, email, '000000' === code ? '111111' : '000000', 'SIGN_UP');
    const verified = await exchangeCode(t, email, code, 'SIGN_UP');
    const signUpToken = verified.json().data.signUpToken;
    keep(code, signUpToken, basic(email, code).slice('Basic '.length));

    const created = await createUser(t, signUpToken, { name: 'Log Person' });
    let cookies = cookiesFrom(created);
    keep(cookies.moim_at, cookies.moim_rt);
    await createUser(t, signUpToken, { name: 'Log Person' }); // reuse: a 401 is logged too
    await t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: cookieHeader(cookies) } });
    await t.app.inject({
      method: 'GET',
      url: `/v1/me?token=${cookies.moim_at}&code=${code}`,
      headers: { cookie: cookieHeader(cookies) },
    });

    const refreshed = await t.app.inject({ method: 'PUT', url: '/v1/auth/token', headers: { cookie: cookieHeader(cookies) } });
    cookies = cookiesFrom(refreshed);
    keep(cookies.moim_at, cookies.moim_rt);
    await t.app.inject({ method: 'DELETE', url: '/v1/auth/token', headers: { cookie: cookieHeader(cookies) } });

    t.clock.advance(60_000);
    await requestCode(t, email);
    const signInCode = await latestCode(t, receiver, email);
    const signedIn = await exchangeCode(t, email, signInCode);
    const session = cookiesFrom(signedIn);
    keep(signInCode, basic(email, signInCode).slice('Basic '.length), session.moim_at, session.moim_rt);

    provider.accounts.set('log-oidc', { email: freshEmail('oidc'), email_verified: true, name: 'Oidc Person' });
    const start = await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/google/start?returnTo=/events' });
    const pending = cookiesFrom(start).moim_oauth;
    const back = await provider.signIn(start.headers.location as string, 'log-oidc');
    keep(pending, back.code, back.state, new URL(start.headers.location as string).searchParams.get('nonce'));
    const oauth = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token/oauth',
      headers: { cookie: `moim_oauth=${pending}` },
      payload: { code: back.code, state: back.state, iss: back.iss ?? undefined },
    });
    const linked = cookiesFrom(oauth);
    keep(linked.moim_at, linked.moim_rt);
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token/oauth',
      headers: { cookie: `moim_oauth=${pending}` },
      payload: { code: back.code, state: 'x' },
    });
    await t.drainOutbox();

    // The capture works: every request above left its line.
    expect(log).toContain('"url":"/v1/auth/otp"');
    expect(log).toContain('"url":"/v1/auth/token/oauth"');
    expect(log).toContain('/v1/me?token=[redacted]&code=[redacted]');
    expect(log).toContain('third-party sign-in refused');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(log.includes(secret), `a secret (${secret.slice(0, 4)}…) is in the log`).toBe(false);
    }
    expect(log).not.toMatch(/authorization|cookie|Basic |Bearer /i);
  });
});
