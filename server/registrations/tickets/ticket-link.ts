// The link in a non-member's approval email that opens their ticket with its QR code, without a
// code: signed with a key of its own (derived from the session secret), naming one registration of
// one event, good only for viewing that ticket, until the event ends. Synchronous HMAC, so the
// email is composed inside the registration's statement like every other.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';

const VERSION = 't1';
const keys = new Map<string, Buffer>();

function linkKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('moim:ticket-link').digest();
    keys.set(secret, key);
  }
  return key;
}

export type TicketLinkClaims = { registrationId: string; eventId: string; expiresAt: Date };

const sign = (secret: string, body: string) => createHmac('sha256', linkKey(secret)).update(body).digest('base64url');

export function signTicketLink(secret: string, claims: TicketLinkClaims): string {
  const body = Buffer.from(
    `${VERSION}.${claims.registrationId}.${claims.eventId}.${Math.floor(claims.expiresAt.getTime() / 1000)}`,
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The registration and event a link names; altered, expired or not a ticket link: G01029. */
export function verifyTicketLink(secret: string, now: Date, token: string): { registrationId: string; eventId: string } {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) throw new AppError('G01029');
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('G01029');
  const [version, registrationId, eventId, exp] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (version !== VERSION || !isUuid(registrationId) || !isUuid(eventId) || !/^\d+$/.test(exp ?? ''))
    throw new AppError('G01029');
  if (Number(exp) * 1000 <= now.getTime()) throw new AppError('G01029');
  return { registrationId, eventId };
}
