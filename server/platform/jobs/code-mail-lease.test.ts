// A sign-in code claimed by an instance that is killed before it hands the mail over: the other
// instance sends it once the code's short lease runs out, seconds later rather than a minute.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startAppProcess, stopAppProcess, type AppProcess } from '../../test/app-process.ts';
import { createUser } from '../../test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { onServerDatabase } from '../../test/test-database.ts';

/** An SMTP address that takes the connection and never says a word: a send there hangs. */
async function startSilentSmtp() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => sockets.length,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!onServerDatabase())('a sign-in code claimed by an instance that is killed', () => {
  let t: TestApp;
  let receiver: SmtpReceiver;
  let silent: Awaited<ReturnType<typeof startSilentSmtp>>;
  let a: AppProcess | undefined;
  let b: AppProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp({ clock: createFakeClock(new Date()) });
    [receiver, silent] = await Promise.all([startSmtpReceiver(), startSilentSmtp()]);
  });
  afterAll(async () => {
    await stopAppProcess(a);
    await stopAppProcess(b);
    await Promise.all([receiver?.close(), silent?.close()]);
    await t?.close();
  });

  it('reaches the SMTP receiver through the other instance within 10 s of the kill', async () => {
    const options = { databaseUrl: t.databaseUrl!, sessionSecret: t.env.SESSION_SECRET! };
    [a, b] = await Promise.all([
      startAppProcess({ ...options, env: { SMTP_URL: silent.url } }),
      startAppProcess({ ...options, env: { SMTP_URL: receiver.url } }),
    ]);
    const { email } = await createUser(t);

    // Asked through A, which wakes its own worker at once: A claims the code and hangs sending it.
    const asked = await fetch(`${a.origin}/v1/auth/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, purpose: 'SIGN_IN' }),
    });
    expect(asked.status).toBeLessThan(300);
    for (let i = 0; silent.connections() === 0; i++) {
      expect(i, 'instance A never tried to send the code').toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(receiver.mailsTo(email)).toHaveLength(0);

    a.kill('SIGKILL');
    await a.exited;
    const killedAt = Date.now();
    for (;;) {
      if (receiver.mailsTo(email).length > 0) break;
      expect(Date.now() - killedAt, 'the code did not arrive within 10 s').toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(receiver.mailsTo(email)[0].text).toMatch(/\b\d{6}\b/);
    expect(b.alive()).toBe(true);
  }, 90_000);
});
