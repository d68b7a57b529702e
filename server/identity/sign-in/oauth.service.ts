import { EncryptJWT, jwtDecrypt } from 'jose';
import * as oidc from 'openid-client';
import type { Locale } from '../../../contract/locale.ts';
import { safeRedirectTarget } from '../../../contract/safe-redirect.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/http/errors.ts';
import { authKeys } from '../sessions/auth-keys.ts';
import { signInWithIdentity, type ProviderIdentity } from './identity.service.ts';
import type { SignInOutcome } from './sign-in.service.ts';

type WarnLog = { warn(details: object, message: string): void };

export const GOOGLE = 'google';
export const OAUTH_STATE_TTL_S = 10 * 60;

export function isGoogleSignInEnabled(env: Env): boolean {
  return Boolean(env.OIDC_GOOGLE_CLIENT_ID);
}

export function googleRedirectUri(env: Env): string {
  return new URL('/google/callback', env.APP_ORIGIN).toString();
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** Discovery once per issuer and client; a failed discovery is retried on the next sign-in. */
function googleConfiguration(env: Env): Promise<oidc.Configuration> {
  const key = `${env.OIDC_GOOGLE_ISSUER}|${env.OIDC_GOOGLE_CLIENT_ID}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    // A local test provider speaks plain http; real deployments never may.
    const insecure = env.NODE_ENV !== 'production' && env.OIDC_GOOGLE_ISSUER.startsWith('http:');
    configuration = oidc.discovery(
      new URL(env.OIDC_GOOGLE_ISSUER),
      env.OIDC_GOOGLE_CLIENT_ID as string,
      env.OIDC_GOOGLE_CLIENT_SECRET,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    configuration.catch(() => configurations.delete(key));
    configurations.set(key, configuration);
  }
  return configuration;
}

type PendingSignIn = { state: string; nonce: string; verifier: string; returnTo: string };

/**
 * Starts Google-style sign-in: state, nonce and the PKCE verifier travel in an encrypted,
 * short-lived httpOnly cookie (nothing to store or clean up server-side).
 */
export async function startGoogleSignIn(
  deps: AppDeps,
  input: { returnTo?: string },
): Promise<{ authorizationUrl: string; cookie: string }> {
  if (!isGoogleSignInEnabled(deps.env)) throw new AppError('G00103');
  const configuration = await googleConfiguration(deps.env);
  const pending: PendingSignIn = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    returnTo: safeRedirectTarget(input.returnTo, deps.env.APP_ORIGIN),
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: googleRedirectUri(deps.env),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const cookie = await new EncryptJWT(pending)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(now)
    .setExpirationTime(now + OAUTH_STATE_TTL_S)
    .encrypt(authKeys(deps.sessionSecret).oauthState);
  return { authorizationUrl: authorizationUrl.toString(), cookie };
}

async function readPending(deps: AppDeps, cookie: string | undefined): Promise<PendingSignIn> {
  if (!cookie) throw new AppError('G01006');
  try {
    const { payload } = await jwtDecrypt<PendingSignIn>(cookie, authKeys(deps.sessionSecret).oauthState, {
      currentDate: deps.clock.now(),
    });
    return payload;
  } catch {
    throw new AppError('G01006');
  }
}

/**
 * POST /v1/auth/token/oauth: the SPA hands over what the provider sent to /google/callback. The
 * code is exchanged with PKCE; state and nonce must match the cookie set by the start route.
 */
export async function completeGoogleSignIn(
  deps: AppDeps,
  input: { code: string; state: string; iss?: string; cookie?: string; locale: Locale; log: WarnLog },
): Promise<SignInOutcome & { redirectTo: string }> {
  if (!isGoogleSignInEnabled(deps.env)) throw new AppError('G00103');
  const pending = await readPending(deps, input.cookie);
  const configuration = await googleConfiguration(deps.env);
  const callback = new URL(googleRedirectUri(deps.env));
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state);
  if (input.iss) callback.searchParams.set('iss', input.iss);

  let identity: ProviderIdentity;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = { ...tokens.claims() };
    // Some providers put profile claims only in the userinfo response.
    if (typeof claims.email !== 'string' || typeof claims.name !== 'string') {
      claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub as string)), ...claims };
    }
    identity = {
      provider: GOOGLE,
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  } catch (error) {
    // Only the kind of failure: the error's details can carry the code or state.
    input.log.warn({ failure: (error as { code?: string }).code ?? (error as Error).name }, 'third-party sign-in refused');
    throw new AppError('G01006');
  }
  const outcome = await signInWithIdentity(deps, identity, input.locale);
  return { ...outcome, redirectTo: pending.returnTo };
}
