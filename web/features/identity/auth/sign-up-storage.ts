import type { CodeSent } from '../../../../contract/auth.ts';

// Sign-up spans three routes (and, with Google, a trip to the provider), so what it needs is
// kept in the browser: the verified-email token in local storage (the Bearer credential of
// `POST /v1/users`), the code step in session storage (one tab's work in progress).

const TOKEN_KEY = 'moim.signUpToken';
const PENDING_KEY = 'moim.signUpPending';

export type SignUpTicket = {
  signUpToken: string;
  email: string;
  /** server time; the server is the judge, this only hides a form that cannot succeed */
  expiresAt: string;
  suggestedName: string | null;
  /** where to go once the account exists (already checked to be our own path) */
  redirectTo: string | null;
};

export type PendingSignUp = { email: string; sent: CodeSent; receivedAt: number; redirectTo: string | null };

function read<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes may refuse storage; the flow then lasts as long as the page.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const perTab = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const signUpTicket = {
  read: () => read<SignUpTicket>(local(), TOKEN_KEY),
  save: (ticket: SignUpTicket) => write(local(), TOKEN_KEY, ticket),
  clear: () => write(local(), TOKEN_KEY, null),
};

export const pendingSignUp = {
  read: () => read<PendingSignUp>(perTab(), PENDING_KEY),
  save: (pending: PendingSignUp) => write(perTab(), PENDING_KEY, pending),
  clear: () => write(perTab(), PENDING_KEY, null),
};
