// A real OpenID Connect provider (oidc-provider) on a free local port, standing in for Google in
// API tests and browser journeys. Its development login and consent pages can be driven over
// plain HTTP (signIn below) or by a browser.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** The claims the provider reports for a login name; omit a claim to leave it out. */
export type OidcTestAccount = { email?: string; email_verified?: boolean; name?: string };

export type OidcProviderOptions = {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  /** login name → claims; more can be added later through `accounts` */
  accounts?: Record<string, OidcTestAccount>;
};

export type AuthorizationResponse = { callbackUrl: URL; code: string; state: string; iss: string | null };

export async function startOidcProvider(options: OidcProviderOptions) {
  const clientId = options.clientId ?? 'moim-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map(Object.entries(options.accounts ?? {}));

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  /**
   * Plays the person at the provider: opens the authorization URL, signs in as `login`, consents,
   * and returns where the provider sends the browser back (without following it).
   */
  async function signIn(authorizationUrl: string, login: string): Promise<AuthorizationResponse> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let init: RequestInit = {};
    for (let step = 0; step < 12; step += 1) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie } });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const separator = pair.indexOf('=');
        jar.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (options.redirectUris.some((uri) => next.href.startsWith(uri))) {
          const code = next.searchParams.get('code');
          const state = next.searchParams.get('state');
          if (!code || !state)
            throw new Error(`provider answered without a code: ${next.searchParams.get('error') ?? 'unknown'}`);
          return { callbackUrl: next, code, state, iss: next.searchParams.get('iss') };
        }
        url = next;
        init = {};
        continue;
      }
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (response.status !== 200 || !action || !prompt) throw new Error(`unexpected provider page (${response.status})`);
      const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
      url = new URL(action.replaceAll('&amp;', '&'), url);
      init = { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    throw new Error('the provider did not redirect back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn,
    /** the environment a Moim app needs to use this provider */
    env: { OIDC_GOOGLE_ISSUER: issuer, OIDC_GOOGLE_CLIENT_ID: clientId, OIDC_GOOGLE_CLIENT_SECRET: clientSecret },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
