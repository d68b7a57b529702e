import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startOidcProvider, type OidcTestProvider } from '../../test/oidc-provider.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { cookieHeader, cookiesFrom, createUser, freshEmail, signUp } from '../../test/sign-in.ts';

const APP_ORIGIN = 'http://moim.test:3000';

let t: TestApp;
let provider: OidcTestProvider;
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  provider = await startOidcProvider({ redirectUris: [`${APP_ORIGIN}/google/callback`] });
  t = await createTestApp({ env: { SMTP_URL: receiver.url, APP_ORIGIN, ...provider.env } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  await receiver.close();
});

/** The browser's part: start, sign in at the provider, and post what came back to the SPA. */
async function signInWithProvider(
  login: string,
  options: { returnTo?: string; tamper?: (r: Record<string, string>) => void } = {},
) {
  const query = options.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(options.returnTo)}`;
  const start = await t.app.inject({ method: 'GET', url: `/v1/auth/oauth/google/start${query}` });
  expect(start.statusCode).toBe(302);
  const pending = cookiesFrom(start).moim_oauth;
  const back = await provider.signIn(start.headers.location as string, login);
  const body: Record<string, string> = { code: back.code, state: back.state, ...(back.iss ? { iss: back.iss } : {}) };
  options.tamper?.(body);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/token/oauth',
    headers: { cookie: `moim_oauth=${pending}` },
    payload: body,
  });
  return { res, pending, body };
}

function account(login: string, claims: { email?: string; email_verified?: boolean; name?: string }) {
  provider.accounts.set(login, claims);
  return login;
}

describe('third-party sign-in (OpenID Connect with PKCE)', () => {
  it('answers 404 when no client is configured', async () => {
    const plain = await createTestApp({ sharedDatabaseUrl: t.databaseUrl });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/v1/auth/oauth/google/start' });
      expect(res.json()).toMatchObject({ statusCode: 404, errorCode: 'G00103' });
      const config = await plain.app.inject({ method: 'GET', url: '/v1/config' });
      expect(config.json().data.oidcGoogleEnabled).toBe(false);
    } finally {
      await plain.close();
    }
  });

  it('redirects to the provider with PKCE, state and nonce, holding them in an httpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/google/start' });
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${APP_ORIGIN}/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(name)?.length).toBeGreaterThan(20);
    const cookie = res.cookies.find((c) => c.name === 'moim_oauth');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v1/auth' });
    expect(cookie?.value).not.toContain(location.searchParams.get('state'));
  });

  it('creates the account of a new person with the provider name, then signs the same identity in again', async () => {
    const email = freshEmail('google');
    const login = account(`new-${email}`, { email, email_verified: true, name: 'Grace Hopper' });
    const { res } = await signInWithProvider(login, { returnTo: '/events/abc?tab=1' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'SIGNED_IN', redirectTo: '/events/abc?tab=1', user: { email, name: 'Grace Hopper' } });
    expect(res.cookies.map((c) => [c.name, c.value === ''])).toEqual([
      ['moim_oauth', true],
      ['moim_at', false],
      ['moim_rt', false],
      ['moim_session', false],
    ]);
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: cookieHeader(cookiesFrom(res)) } });
    expect(me.json().data.id).toBe(data.user.id);

    provider.accounts.set(login, { email: 'changed@moim.example', email_verified: true, name: 'Grace H.' });
    const again = await signInWithProvider(login);
    expect(again.res.json().data).toMatchObject({ status: 'SIGNED_IN', redirectTo: '/events', user: { id: data.user.id } });
  });

  it('links an existing account when the provider vouches for the email', async () => {
    const { user, email } = await signUp(t, receiver, { name: 'Email Person' });
    const login = account(`verified-${email}`, { email: email.toUpperCase(), email_verified: true, name: 'Someone Else' });
    const { res } = await signInWithProvider(login);
    expect(res.json().data).toMatchObject({ status: 'SIGNED_IN', user: { id: user.id, name: 'Email Person' } });
    const links = await t.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, login)));
    expect(links.map((l) => l.userId)).toEqual([user.id]);
  });

  it('does not link or create an account for an email the provider has not verified (G01019)', async () => {
    const { email } = await signUp(t, receiver);
    const unverified = await signInWithProvider(
      account(`unverified-${email}`, { email, email_verified: false, name: 'Mallory' }),
    );
    expect(unverified.res.json()).toMatchObject({ statusCode: 403, errorCode: 'G01019' });
    const stranger = freshEmail();
    const newcomer = await signInWithProvider(account(`unverified-${stranger}`, { email: stranger, name: 'Mallory' }));
    expect(newcomer.res.json().errorCode).toBe('G01019');
    const noEmail = await signInWithProvider(account(`no-email-${stranger}`, { name: 'Nobody' }));
    expect(noEmail.res.json().errorCode).toBe('G01019');
  });

  it('sends a person whose provider name breaks our rules to the sign-up form, then links the identity', async () => {
    const email = freshEmail('rocket');
    const login = account(`rocket-${email}`, { email, email_verified: true, name: 'Rocket 🚀 Launcher' });
    const { res } = await signInWithProvider(login);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'SIGN_UP_REQUIRED', email, suggestedName: 'Rocket 🚀 Launcher', redirectTo: '/events' });
    expect(res.cookies.filter((c) => c.value !== '')).toHaveLength(0);
    const created = await createUser(t, data.signUpToken, { name: 'Rocket Launcher' });
    expect(created.statusCode).toBe(201);
    const again = await signInWithProvider(login);
    expect(again.res.json().data).toMatchObject({ status: 'SIGNED_IN', user: { id: created.json().data.id } });
  });

  it('refuses a wrong state, a missing cookie, a replayed code and a hostile return target', async () => {
    const email = freshEmail();
    const login = account(`checks-${email}`, { email, email_verified: true, name: 'Check Person' });
    const wrongState = await signInWithProvider(login, { tamper: (body) => (body.state = `${body.state}x`) });
    expect(wrongState.res.json()).toMatchObject({ statusCode: 401, errorCode: 'G01006' });

    const start = await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/google/start' });
    const back = await provider.signIn(start.headers.location as string, login);
    const payload = { code: back.code, state: back.state, iss: back.iss ?? undefined };
    const noCookie = await t.app.inject({ method: 'POST', url: '/v1/auth/token/oauth', payload });
    expect(noCookie.json().errorCode).toBe('G01006');
    const cookie = `moim_oauth=${cookiesFrom(start).moim_oauth}`;
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/token/oauth', headers: { cookie }, payload })).statusCode).toBe(
      200,
    );
    const replay = await t.app.inject({ method: 'POST', url: '/v1/auth/token/oauth', headers: { cookie }, payload });
    expect(replay.json().errorCode).toBe('G01006');

    const hostile = await signInWithProvider(login, { returnTo: '//evil.example/steal' });
    expect(hostile.res.json().data.redirectTo).toBe('/events');
  });

  it('refuses a pending sign-in older than 10 minutes', async () => {
    const email = freshEmail();
    const login = account(`slow-${email}`, { email, email_verified: true, name: 'Slow Person' });
    const start = await t.app.inject({ method: 'GET', url: '/v1/auth/oauth/google/start' });
    const back = await provider.signIn(start.headers.location as string, login);
    t.clock.advance(10 * 60_000 + 1_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token/oauth',
      headers: { cookie: `moim_oauth=${cookiesFrom(start).moim_oauth}` },
      payload: { code: back.code, state: back.state, iss: back.iss ?? undefined },
    });
    expect(res.json().errorCode).toBe('G01006');
  });
});
