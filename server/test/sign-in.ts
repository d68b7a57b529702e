// Test steps for the sign-in flows, through the public API only. Used by the auth and users tests.
import { randomBytes } from 'node:crypto';
import type { OtpPurpose } from '../../contract/auth.ts';
import type { TestApp } from './create-test-app.ts';
import type { SmtpReceiver } from './smtp-receiver.ts';

export type Cookies = Record<string, string>;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

let ipCount = 0;
/** A new client address per call, so the per-address rate limits never couple two tests. */
export function freshIp(): string {
  ipCount += 1;
  return `10.${(ipCount >> 16) & 255}.${(ipCount >> 8) & 255}.${ipCount & 255}`;
}

export function freshEmail(label = 'person'): string {
  return `${label}.${randomBytes(5).toString('hex')}@moim.example`;
}

export function basic(email: string, code: string): string {
  return `Basic ${Buffer.from(`${email}:${code}`).toString('base64')}`;
}

export function cookiesFrom(response: Response): Cookies {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export function cookieHeader(cookies: Cookies): string {
  return Object.entries(cookies)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

export function requestCode(
  t: TestApp,
  email: string,
  purpose: OtpPurpose = 'SIGN_IN',
  headers: Record<string, string> = {},
  resend = false,
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/otp',
    remoteAddress: freshIp(),
    headers,
    payload: { email, purpose, ...(resend && { resend }) },
  });
}

/**
 * Sends what is queued to the SMTP receiver and reads the code from the newest mail to `email`,
 * once more than `before` mails reached that address. A running outbox worker may hold the mail
 * for a moment, so this waits for it rather than looking once.
 */
export async function latestCode(t: TestApp, receiver: SmtpReceiver, email: string, before = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await t.drainOutbox();
    const mails = receiver.mailsTo(email);
    // Codes overtake other queued mail, so the newest mail is not always the code.
    const mail = mails.slice(before).findLast((m) => m.text && /\b\d{6}\b/.test(m.text));
    const code = mail?.text ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function exchangeCode(
  t: TestApp,
  email: string,
  code: string,
  purpose: OtpPurpose = 'SIGN_IN',
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/token/email',
    remoteAddress: freshIp(),
    headers: { authorization: basic(email, code), ...headers },
    payload: { purpose },
  });
}

/** Email → code → sign-up token: what the browser holds before the name-and-bio form. */
export async function signUpToken(t: TestApp, receiver: SmtpReceiver, email: string): Promise<string> {
  const before = receiver.mailsTo(email).length;
  const sent = await requestCode(t, email, 'SIGN_UP');
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.body}`);
  const response = await exchangeCode(t, email, await latestCode(t, receiver, email, before), 'SIGN_UP');
  const token = response.json().data?.signUpToken;
  if (!token) throw new Error(`no sign-up token: ${response.body}`);
  return token;
}

export function createUser(t: TestApp, token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v1/users', headers: { authorization: `Bearer ${token}`, ...headers }, payload });
}

/** A whole sign-up; returns the new user and the browser's session cookies. */
export async function signUp(
  t: TestApp,
  receiver: SmtpReceiver,
  input: { email?: string; name?: string; bio?: string; headers?: Record<string, string> } = {},
) {
  const email = input.email ?? freshEmail();
  const token = await signUpToken(t, receiver, email);
  const response = await createUser(t, token, { name: input.name ?? 'Test Person', bio: input.bio ?? '' }, input.headers);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return { user: response.json().data, cookies: cookiesFrom(response), email };
}

/** Signs an existing account in by emailed code; returns the session cookies. */
export async function signIn(t: TestApp, receiver: SmtpReceiver, email: string): Promise<Cookies> {
  const before = receiver.mailsTo(email).length;
  await requestCode(t, email);
  const response = await exchangeCode(t, email, await latestCode(t, receiver, email, before));
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return cookiesFrom(response);
}
