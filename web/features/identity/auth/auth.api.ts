import { queryOptions } from '@tanstack/react-query';
import type { OtpPurpose } from '../../../../contract/auth.ts';
import { pathOf } from '../../../../contract/endpoint.ts';
import { listPolicies } from '../../../../contract/endpoints/identity/policies.ts';
import { createUserAccount } from '../../../../contract/endpoints/identity/accounts.ts';
import {
  openGoogleSignIn,
  sendSignInCode,
  signInWithEmailCode,
  signInWithGoogle,
} from '../../../../contract/endpoints/identity/sign-in.ts';
import { call } from '../../../api/call.ts';
import { urlFor } from '../../../api/http.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { currentLocale } from '../../../i18n/index.ts';

/** UTF-8 safe base64 (btoa alone throws on non-Latin-1 text). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Emails a code in the interface language, or keeps the one already sent unless `resend`. */
export function requestCode(input: { email: string; purpose: OtpPurpose; resend?: boolean }) {
  return call(sendSignInCode, { body: input });
}

/** Email and code travel as `Authorization: Basic base64(email:code)`. */
export function exchangeEmailCode(input: { email: string; code: string; purpose: OtpPurpose }) {
  return call(signInWithEmailCode, {
    body: { purpose: input.purpose },
    headers: { Authorization: `Basic ${base64(`${input.email}:${input.code}`)}` },
  });
}

/** Hands over what the provider sent to /google/callback. */
export function exchangeOAuthCode(input: { code: string; state: string; iss?: string }) {
  return call(signInWithGoogle, { body: input });
}

/** With the sign-up token as Bearer credentials: creates the account and signs in. */
export function createAccount(input: { signUpToken: string; name: string; bio: string }) {
  return call(createUserAccount, {
    body: { name: input.name, bio: input.bio, locale: currentLocale() },
    headers: { Authorization: `Bearer ${input.signUpToken}` },
  });
}

/** The start of Google-style sign-in: a full-page visit to the API, which redirects to the provider. */
export function googleStartUrl(returnTo: string | null): string {
  return urlFor(pathOf(openGoogleSignIn), { returnTo: returnTo || undefined });
}

/** The terms and the privacy policy in both languages. */
export const policiesQuery = queryOptions({
  queryKey: queryKeys.identity.policies,
  queryFn: ({ signal }) => call(listPolicies, { signal }).then((data) => data.items),
  staleTime: 60 * 60_000,
});
