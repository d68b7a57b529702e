// The proof a non-member holds after confirming their email for one event: a short-lived token
// signed with a key of its own (derived from the session secret), bound to the email and the event.
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';

export const GUEST_TOKEN_TTL_S = 60 * 60;

const ISSUER = 'moim';
const TYP = 'moim-guest+jwt';
const AUDIENCE = 'moim:guest';

const keys = new Map<string, Uint8Array>();
function guestKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('moim:guest-token').digest();
    keys.set(secret, key);
  }
  return key;
}

export type GuestClaims = { email: string; eventId: string };

export async function signGuestToken(
  secret: string,
  clock: Clock,
  claims: GuestClaims,
): Promise<{ token: string; expiresAt: Date }> {
  const now = Math.floor(clock.now().getTime() / 1000);
  const expiresAt = new Date((now + GUEST_TOKEN_TTL_S) * 1000);
  const token = await new SignJWT({ evt: claims.eventId })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.email)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(guestKey(secret));
  return { token, expiresAt };
}

/** The proven email for this event; anything else (expired, altered, another event's) is G01020. */
export async function verifyGuestToken(secret: string, clock: Clock, token: string, eventId: string): Promise<GuestClaims> {
  try {
    const { payload } = await jwtVerify(token, guestKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYP,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.evt !== eventId || typeof payload.sub !== 'string') throw new Error('another event');
    return { email: payload.sub, eventId };
  } catch {
    throw new AppError('G01020');
  }
}
