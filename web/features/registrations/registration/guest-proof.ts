// contract/registration-views.ts GUEST_TOKEN_HEADER (a test keeps them equal): importing the
// contract here would bring its schemas into the event page's registration panel.
const GUEST_TOKEN_HEADER = 'x-guest-token';

/** What proving an email gave a non-member: the token the API wants, for one event, for an hour. */
export type GuestProof = { token: string; email: string; expiresAt: string };

const storageKey = (eventId: string) => `moim.guest.${eventId}`;

// Kept for this tab only: the proof is a key to someone's registration, and dies with the tab.
export function readGuestProof(eventId: string): GuestProof | null {
  try {
    const raw = sessionStorage.getItem(storageKey(eventId));
    const proof = raw ? (JSON.parse(raw) as GuestProof) : null;
    if (!proof || typeof proof.token !== 'string' || Date.parse(proof.expiresAt) <= Date.now()) return null;
    return proof;
  } catch {
    return null;
  }
}

export function saveGuestProof(eventId: string, proof: GuestProof): void {
  try {
    sessionStorage.setItem(storageKey(eventId), JSON.stringify(proof));
  } catch {
    // Private mode without storage: the proof lives as long as the page.
  }
}

export function forgetGuestProof(eventId: string): void {
  try {
    sessionStorage.removeItem(storageKey(eventId));
  } catch {
    // Nothing stored.
  }
}

export const guestHeaders = (proof: GuestProof | null): Record<string, string> =>
  proof ? { [GUEST_TOKEN_HEADER]: proof.token } : {};
