import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Numbers typed without a country code are read as numbers of this region: Moim's people are in Korea. */
export const PHONE_REGION = 'KR';

/**
 * E.164 for storage: "010-1234-5678", "01012345678" and "+82 10 1234 5678" are all
 * "+821012345678"; a number of another country needs its code ("+1 201 555 0123"). Null when it is
 * not a valid number.
 */
export function normalizePhoneNumber(input: string): string | null {
  const trimmed = input.trim().replace(/^00/u, '+');
  if (!/^\+?[\d\s\-.()]+$/u.test(trimmed)) return null;
  const number = parsePhoneNumberFromString(trimmed, PHONE_REGION);
  return number?.isValid() ? number.number : null;
}

/** A stored number as people write it: "010-1234-5678" at home, "+1 201 555 0123" abroad; anything else as it is. */
export function formatPhoneNumber(stored: string): string {
  const number = parsePhoneNumberFromString(stored, PHONE_REGION);
  if (!number?.isValid()) return stored;
  return number.country === PHONE_REGION ? number.formatNational() : number.formatInternational();
}
