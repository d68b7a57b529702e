// The ticket's QR code: "MOIM-T1.<registration id>.<secret>", where the secret is 256 random bits
// stored on the registration (a new one whenever the registration is made again). The check-in
// scanner resolves a scanned payload here and decides what to say.
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';

const PREFIX = 'MOIM-T1';
const PAYLOAD = /^MOIM-T1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export type RegistrationRow = typeof registrations.$inferSelect;

export function ticketQrPayload(registration: Pick<RegistrationRow, 'id' | 'qrSecret'>): string {
  return `${PREFIX}.${registration.id}.${registration.qrSecret}`;
}

export type TicketQrResolution =
  | { ok: true; registration: RegistrationRow }
  /**
   * INVALID_FORMAT: not one of our ticket codes at all. UNKNOWN_TICKET: shaped like one, but no
   * registration holds that secret (altered, made up, or replaced by a newer registration).
   * OTHER_EVENT: a real ticket of another event.
   */
  | { ok: false; reason: 'INVALID_FORMAT' | 'UNKNOWN_TICKET' | 'OTHER_EVENT' };

/**
 * The registration a scanned payload belongs to, for the event being scanned at. The caller
 * (check-in) decides by the registration's status; this only says whose ticket it is.
 */
export async function resolveTicketQr(db: DbOrTx, payload: string, eventId: string): Promise<TicketQrResolution> {
  const match = payload.length <= 128 ? PAYLOAD.exec(payload.trim()) : null;
  if (!match) return { ok: false, reason: 'INVALID_FORMAT' };
  const [, registrationId, secret] = match;
  const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!registration) return { ok: false, reason: 'UNKNOWN_TICKET' };
  const given = Buffer.from(secret);
  const stored = Buffer.from(registration.qrSecret);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return { ok: false, reason: 'UNKNOWN_TICKET' };
  if (registration.eventId !== eventId) return { ok: false, reason: 'OTHER_EVENT' };
  return { ok: true, registration };
}

/** The QR code as a standalone SVG document. */
export async function renderTicketQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
