import { z } from 'zod';
import {
  AuthResultSchema,
  CodeSentSchema,
  EmailTokenRequestSchema,
  OAuthResultSchema,
  OAuthTokenRequestSchema,
  RequestCodeSchema,
} from '../../auth.ts';
import { endpoint } from '../../endpoint.ts';
import { UserSchema } from '../../users.ts';

const tags = ['auth'];

/** Emails a code that proves the address, for signing in and signing up alike. */
export const sendSignInCode = endpoint({
  method: 'POST',
  path: '/v1/auth/otp',
  body: RequestCodeSchema,
  responses: { 200: z.object({ data: CodeSentSchema }) },
  errors: ['G01016', 'G01017', 'G01018'],
  tags,
  description:
    'Emails a code that proves the email, for signing in and signing up alike. Without `resend`, a code already in the inbox ' +
    'that still works is kept (nothing is sent); `resend` replaces it, at most once a minute.',
});

/** Exchanges an emailed code for a session, or for a sign-up token when the email has no account. */
export const signInWithEmailCode = endpoint({
  method: 'POST',
  path: '/v1/auth/token/email',
  body: EmailTokenRequestSchema,
  responses: { 200: z.object({ data: AuthResultSchema }) },
  errors: ['G01006', 'G01014', 'G01015', 'G01016', 'G01026'],
  tags,
  description: 'Email and code as `Authorization: Basic base64(email:code)`.',
});

/** Rotates the refresh cookie and the access cookie; answers the user. */
export const renewSession = endpoint({
  method: 'PUT',
  path: '/v1/auth/token',
  responses: { 200: z.object({ data: UserSchema }) },
  errors: ['G01022', 'G01024', 'G01025'],
  tags,
  description: 'Rotates the refresh cookie; returns the user.',
});

/** Signs this browser out on every host: ends its sessions and clears the cookies here. */
export const endSession = endpoint({
  method: 'DELETE',
  path: '/v1/auth/token',
  responses: { 200: z.object({ data: z.null() }) },
  errors: [],
  tags,
  description:
    'Signs this browser out: ends the session it holds here and the sessions of the same browser on every other host ' +
    '(the main host and community sites it was carried to), and clears the cookies here.',
});

/** Signs the person out on every device and every host. */
export const endAllSessions = endpoint({
  method: 'DELETE',
  path: '/v1/auth/sessions',
  responses: { 200: z.object({ data: z.null() }) },
  errors: [],
  tags,
  description:
    'Signs the signed-in person out on every device and every host: ends all their sessions and clears the cookies here.',
});

/** A full-page visit: redirects to the provider's sign-in. */
export const openGoogleSignIn = endpoint({
  method: 'GET',
  path: '/v1/auth/oauth/google/start',
  query: z.object({ returnTo: z.string().max(2048).optional() }),
  responses: {},
  errors: [],
  tags,
  description: "Redirects to the provider's sign-in; afterwards the provider sends the browser to /google/callback.",
});

/** Hands over what the provider sent to /google/callback: a session, or a sign-up token. */
export const signInWithGoogle = endpoint({
  method: 'POST',
  path: '/v1/auth/token/oauth',
  body: OAuthTokenRequestSchema,
  responses: { 200: z.object({ data: OAuthResultSchema }) },
  errors: ['G01006', 'G01019', 'G09004', 'G09003'],
  tags,
  description:
    'What the provider sent to /google/callback; the code is exchanged with PKCE, and state and nonce must match the cookie the start route set. ' +
    'A bad or missing cookie, or a refused exchange: G01006; a new identity without a verified email: G01019.',
});
