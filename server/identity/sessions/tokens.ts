import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthKeys } from './auth-keys.ts';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const SIGN_UP_TOKEN_TTL_S = 15 * 60;

const ISSUER = 'moim';
const ACCESS = { typ: 'moim-access+jwt', audience: 'moim:access' };
const SIGN_UP = { typ: 'moim-sign-up+jwt', audience: 'moim:sign-up' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type AccessClaims = { userId: string; sessionId: string; tokenVersion: number };

/**
 * The audience that binds an access token to the site it was issued for (decision 014): the main
 * host, or one community's origin. A token copied to another host authorises nothing there.
 */
export const siteAudience = (origin: string | null) => (origin ? `moim:site:${origin}` : 'moim:site:main');

export async function signAccessToken(
  keys: AuthKeys,
  clock: Clock,
  claims: AccessClaims & { origin?: string | null },
): Promise<string> {
  const now = seconds(clock.now());
  return new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS.typ })
    .setIssuer(ISSUER)
    .setAudience([ACCESS.audience, siteAudience(claims.origin ?? null)])
    .setSubject(claims.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
    .sign(keys.accessToken);
}

// Raw key bytes are imported again on every HMAC; a KeyObject once (a quarter of the cost).
const hmacKeys = new WeakMap<Uint8Array, KeyObject>();

function hmacKeyOf(raw: Uint8Array): KeyObject {
  let key = hmacKeys.get(raw);
  if (!key) {
    key = createSecretKey(raw);
    hmacKeys.set(raw, key);
  }
  return key;
}

const decodePart = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type SignedParts = { header: Record<string, unknown>; payload: unknown };

// A session presents the same access token on every request for its quarter of an hour, and the
// same bytes under the same key always verify alike: the signature is checked, and the parts
// decoded, once per token. What changes with the time and the site is checked on every request.
const MAX_KEPT_TOKENS = 10_000;
const signedTokens = new WeakMap<Uint8Array, Map<string, SignedParts>>();

/** The token's decoded header and payload once its algorithm and signature pass; G01010 or G01003 otherwise. */
function signedPartsOf(key: Uint8Array, token: string): SignedParts {
  let kept = signedTokens.get(key);
  if (!kept) {
    kept = new Map();
    signedTokens.set(key, kept);
  }
  const known = kept.get(token);
  if (known) return known;
  const parts = token.split('.');
  if (parts.length !== 3) throw new AppError('G01010');
  const [encodedHeader, encodedPayload, signature] = parts;
  const header = decodePart(encodedHeader);
  if (!isObject(header) || header.alg !== 'HS256' || 'crit' in header) throw new AppError('G01010');
  const expected = createHmac('sha256', hmacKeyOf(key)).update(`${encodedHeader}.${encodedPayload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('G01003');
  const signed = { header, payload: decodePart(encodedPayload) };
  if (kept.size >= MAX_KEPT_TOKENS) kept.delete(kept.keys().next().value!);
  kept.set(token, signed);
  return signed;
}

/**
 * G01009 expired, G01003 bad signature, G01010 anything else that is not our access token.
 * Every signed-in request runs this, so the HS256 signature is checked with node:crypto's HMAC,
 * at once: WebCrypto's verify (what jose uses) is an asynchronous job that cost more than the
 * rest of the request's checks. The rules and their order are jose's: the header's algorithm
 * (HS256, no crit), then the signature, then its type and the claims (issuer, audience, expiry,
 * not-before). Another kind of token, signed with another key, is a bad signature (G01003).
 */
export function verifyAccessToken(keys: AuthKeys, clock: Clock, token: string, site: string = siteAudience(null)): AccessClaims {
  const { header, payload } = signedPartsOf(keys.accessToken, token);
  if (header.typ !== ACCESS.typ || !isObject(payload) || payload.iss !== ISSUER) throw new AppError('G01010');
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(ACCESS.audience)) throw new AppError('G01010');
  // Issued for another host (another community, or the main host): not a token for this one.
  if (!audiences.includes(site)) throw new AppError('G01010');
  const now = seconds(clock.now());
  if (typeof payload.exp !== 'number') throw new AppError('G01010');
  if (payload.exp <= now) throw new AppError('G01009');
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) throw new AppError('G01010');
  const { sub, sid, ver } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof ver !== 'number') throw new AppError('G01010');
  // Only ids we issued reach the session lookup, which checks many requests' sessions in one statement.
  if (!isUuid(sid) || !isUuid(sub)) throw new AppError('G01010');
  return { userId: sub, sessionId: sid, tokenVersion: ver };
}

/** A third-party account waiting to be linked to the account the sign-up creates. */
export type PendingIdentity = { provider: string; subject: string };

export type SignUpClaims = { jti: string; email: string; identity: PendingIdentity | null; expiresAt: Date };

export async function signSignUpToken(
  keys: AuthKeys,
  clock: Clock,
  input: { email: string; identity?: PendingIdentity },
): Promise<{ token: string; expiresAt: Date }> {
  const now = seconds(clock.now());
  const expiresAt = new Date((now + SIGN_UP_TOKEN_TTL_S) * 1000);
  const token = await new SignJWT(input.identity ? { idp: input.identity.provider, ids: input.identity.subject } : {})
    .setProtectedHeader({ alg: 'HS256', typ: SIGN_UP.typ })
    .setIssuer(ISSUER)
    .setAudience(SIGN_UP.audience)
    .setSubject(input.email)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(keys.signUpToken);
  return { token, expiresAt };
}

/** Any problem — expired, tampered, another kind of token — is G01008. */
export async function verifySignUpToken(keys: AuthKeys, clock: Clock, token: string): Promise<SignUpClaims> {
  try {
    const { payload } = await jwtVerify(token, keys.signUpToken, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: SIGN_UP.audience,
      typ: SIGN_UP.typ,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const identity =
      typeof payload.idp === 'string' && typeof payload.ids === 'string' ? { provider: payload.idp, subject: payload.ids } : null;
    return {
      jti: payload.jti as string,
      email: payload.sub as string,
      identity,
      expiresAt: new Date((payload.exp as number) * 1000),
    };
  } catch {
    throw new AppError('G01008');
  }
}
