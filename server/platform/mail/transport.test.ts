// The SMTP transport keeps one connection open from mail to mail (decision 047), and replaces it
// when the server drops it, between mails or in the middle of one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';

const FROM = 'Moim <no-reply@localhost>';
const mail = (n: number) => ({
  to: `guest${n}@example.com`,
  subject: `Hello ${n}`,
  text: `Body ${n}`,
  messageId: `<t-${n}@localhost>`,
});

let receiver: SmtpReceiver;
let transport: MailTransport;
/** set by a test: what the receiver does before it accepts mail number `index` (from 0) */
let beforeAccept: ((index: number) => Promise<void> | void) | undefined;

beforeEach(async () => {
  beforeAccept = undefined;
  receiver = await startSmtpReceiver({ beforeAccept: (_mail, index) => beforeAccept?.(index) });
  transport = createSmtpTransport(receiver.url, FROM);
});
afterEach(async () => {
  transport.close();
  await receiver.close();
});

describe('the SMTP transport', () => {
  it('sends mail after mail over one connection', async () => {
    for (let n = 1; n <= 5; n++) await transport.send(mail(n));
    expect(receiver.mails.map((m) => m.subject)).toEqual(['Hello 1', 'Hello 2', 'Hello 3', 'Hello 4', 'Hello 5']);
    // A connection per mail would be 5: each pays the handshake and the server's greeting.
    expect(receiver.connections).toBe(1);
  });

  it('opens a new connection when the server dropped the last one between mails', async () => {
    await transport.send(mail(1));
    receiver.hangUp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await transport.send(mail(2));
    expect(receiver.mails.map((m) => m.subject)).toEqual(['Hello 1', 'Hello 2']);
    expect(receiver.connections).toBe(2);
  });

  it('never reports a mail sent that the server hung up on, and goes on over a new connection', async () => {
    beforeAccept = (index) => {
      if (index !== 1) return;
      receiver.hangUp();
      throw new Error('hung up');
    };
    await transport.send(mail(1));
    // Cut in its middle, the mail is either sent again over a new connection or reported failed
    // (the outbox then retries it): never taken for sent while the server does not have it.
    const second = await transport.send(mail(2)).then(
      () => 'sent',
      () => 'failed',
    );
    await transport.send(mail(3));
    const subjects = receiver.mails.map((m) => m.subject);
    expect(subjects).toEqual(second === 'sent' ? ['Hello 1', 'Hello 2', 'Hello 3'] : ['Hello 1', 'Hello 3']);
    expect(receiver.connections).toBeGreaterThan(1);
  });
});
