import { queryOptions } from '@tanstack/react-query';
import type { AuthResult, CodeSent, OAuthResult, OtpPurpose } from '../../../../contract/auth.ts';
import type { Policy, User } from '../../../../contract/users.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { currentLocale } from '../../../i18n/index.ts';

/** UTF-8 safe base64 (btoa alone throws on non-Latin-1 text). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `POST /v1/auth/otp`: emails a code in the interface language, or keeps the one already sent unless `resend`. */
export function requestCode(input: { email: string; purpose: OtpPurpose; resend?: boolean }): Promise<CodeSent> {
  return api.post<CodeSent>('/auth/otp', input);
}

/** `POST /v1/auth/token/email` with `Authorization: Basic base64(email:code)`. */
export function exchangeEmailCode(input: { email: string; code: string; purpose: OtpPurpose }): Promise<AuthResult> {
  return api.post<AuthResult>(
    '/auth/token/email',
    { purpose: input.purpose },
    { headers: { Authorization: `Basic ${base64(`${input.email}:${input.code}`)}` } },
  );
}

/** `POST /v1/auth/token/oauth`: hands over what the provider sent to /google/callback. */
export function exchangeOAuthCode(input: { code: string; state: string; iss?: string }): Promise<OAuthResult> {
  return api.post<OAuthResult>('/auth/token/oauth', input);
}

/** `POST /v1/users` with the sign-up token as Bearer credentials: creates the account and signs in. */
export function createAccount(input: { signUpToken: string; name: string; bio: string }): Promise<User> {
  return api.post<User>(
    '/users',
    { name: input.name, bio: input.bio, locale: currentLocale() },
    { headers: { Authorization: `Bearer ${input.signUpToken}` } },
  );
}

/** The start of Google-style sign-in: a full-page visit to the API, which redirects to the provider. */
export function googleStartUrl(returnTo: string | null): string {
  const query = returnTo ? `?${new URLSearchParams({ returnTo })}` : '';
  return `/v1/auth/oauth/google/start${query}`;
}

/** `GET /v1/policies`: the terms and the privacy policy in both languages. */
export const policiesQuery = queryOptions({
  queryKey: queryKeys.identity.policies,
  queryFn: ({ signal }) => api.get<{ items: Policy[] }>('/policies', { signal }).then((data) => data.items),
  staleTime: 60 * 60_000,
});
