import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { Clock } from '../../clock.ts';
import { isUuid } from '../../db/uuid.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthKeys } from './auth-keys.ts';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const SIGN_UP_TOKEN_TTL_S = 15 * 60;

const ISSUER = 'moim';
const ACCESS = { typ: 'moim-access+jwt', audience: 'moim:access' };
const SIGN_UP = { typ: 'moim-sign-up+jwt', audience: 'moim:sign-up' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type AccessClaims = { userId: string; sessionId: string; tokenVersion: number };

export async function signAccessToken(keys: AuthKeys, clock: Clock, claims: AccessClaims): Promise<string> {
  const now = seconds(clock.now());
  return new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS.typ })
    .setIssuer(ISSUER)
    .setAudience(ACCESS.audience)
    .setSubject(claims.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
    .sign(keys.accessToken);
}

function accessProblem(error: unknown): ErrorCode {
  if (error instanceof errors.JWTExpired) return 'G01009';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'G01003';
  return 'G01010';
}

// Every signed-in request verifies an access token: the key is imported into WebCrypto once
// rather than on every verification (jose imports raw key bytes each time it is given them).
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function verifyKeyOf(raw: Uint8Array): Promise<CryptoKey> {
  let key = verifyKeys.get(raw);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(raw, key);
  }
  return key;
}

/** G01009 expired, G01003 bad signature, G01010 anything else that is not our access token. */
export async function verifyAccessToken(keys: AuthKeys, clock: Clock, token: string): Promise<AccessClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await verifyKeyOf(keys.accessToken), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: ACCESS.audience,
      typ: ACCESS.typ,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    throw new AppError(accessProblem(error));
  }
  if (typeof payload.sid !== 'string' || typeof payload.ver !== 'number' || !payload.sub) throw new AppError('G01010');
  // Only ids we issued reach the session lookup, which checks many requests' sessions in one statement.
  if (!isUuid(payload.sid) || !isUuid(payload.sub)) throw new AppError('G01010');
  return { userId: payload.sub, sessionId: payload.sid, tokenVersion: payload.ver };
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
    return { jti: payload.jti as string, email: payload.sub as string, identity, expiresAt: new Date((payload.exp as number) * 1000) };
  } catch {
    throw new AppError('G01008');
  }
}
