// The two ways in to an emailed code, through the public API: an account's (sign-in and sign-up)
// and a non-member's for one event. The module's tests run every rule through both.
import type { TestApp } from './create-test-app.ts';
import type { SmtpReceiver } from './smtp-receiver.ts';
import { exchangeCode, freshIp, latestCode, requestCode } from './sign-in.ts';
import { publishedEvent } from './registrations.ts';
import { accountScope, eventScope, type CodeScope } from '../identity/index.ts';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

export type CodeDoor = {
  name: string;
  scope: CodeScope;
  send: (email: string, options?: { resend?: boolean; headers?: Record<string, string> }) => Promise<Response>;
  verify: (email: string, code: string) => Promise<Response>;
  /** the newest code mailed to `email`, once more than `before` mails reached it */
  latestCode: (email: string, before?: number) => Promise<string>;
};

export function accountDoor(t: TestApp, receiver: SmtpReceiver): CodeDoor {
  return {
    name: 'sign-in and sign-up',
    scope: accountScope,
    send: (email, options = {}) => requestCode(t, email, 'SIGN_IN', options.headers, options.resend),
    verify: (email, code) => exchangeCode(t, email, code),
    latestCode: (email, before) => latestCode(t, receiver, email, before),
  };
}

/** A new published event's door, or that of `eventId` (the same event seen through another instance). */
export async function eventDoor(t: TestApp, receiver: SmtpReceiver, eventId?: string): Promise<CodeDoor> {
  const event = eventId ? { id: eventId } : (await publishedEvent(t, { title: 'Code Day' })).event;
  return {
    name: "a non-member's registration",
    scope: eventScope(event.id),
    send: (email, options = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/events/${event.id}/check-email`,
        remoteAddress: freshIp(),
        headers: options.headers,
        payload: { email, ...(options.resend && { resend: true }) },
      }),
    verify: (email, code) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/events/${event.id}/check-email/verify`,
        remoteAddress: freshIp(),
        payload: { email, code },
      }),
    latestCode: (email, before) => latestCode(t, receiver, email, before),
  };
}
