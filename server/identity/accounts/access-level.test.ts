import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, type CliOutput } from '../../cli.ts';
import type { Database } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { cookieHeader, signUp } from '../../test/sign-in.ts';
import { demoUsers } from '../../seed/demo-users.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let database: Database;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  // The CLI's own database handle, minus closing: the test app owns the connection.
  database = { db: t.db, driver: 'pglite', migrate: async () => {}, close: async () => {} };
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

function cli(...args: string[]) {
  const lines: string[] = [];
  const errors: string[] = [];
  const output: CliOutput = { out: (line) => lines.push(line), err: (line) => errors.push(line) };
  return runCommand(args, database, t.clock, output).then((code) => ({ code, lines, errors }));
}

describe('npm run cli -- users:set-access', () => {
  it('grants PRO and takes it back; the signed-in browser learns it on its next refresh', async () => {
    const { email, cookies } = await signUp(t, receiver, { name: 'Future Host' });
    const granted = await cli('users:set-access', email.toUpperCase(), 'PRO');
    expect(granted).toEqual({ code: 0, lines: [`${email} (Future Host) now has access level PRO.`], errors: [] });
    const refreshed = await t.app.inject({ method: 'PUT', url: '/v1/auth/token', headers: { cookie: cookieHeader(cookies) } });
    expect(refreshed.json().data.accessLevel).toBe('PRO');

    const revoked = await cli('users:set-access', email, 'DEFAULT');
    expect(revoked.code).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: cookieHeader(cookies) } });
    expect(me.json().errorCode).toBe('G01013');
  });

  it('fails clearly on an unknown email, a wrong level and wrong arguments', async () => {
    expect(await cli('users:set-access', 'nobody@moim.example', 'PRO')).toMatchObject({
      code: 1,
      errors: ['No user has the email nobody@moim.example.'],
    });
    expect(await cli('users:set-access', 'someone@moim.example', 'ADMIN')).toMatchObject({
      code: 2,
      errors: ['Access level must be PRO or DEFAULT, not "ADMIN".'],
    });
    const missing = await cli('users:set-access', 'someone@moim.example');
    expect(missing.code).toBe(2);
    expect(missing.errors[0]).toContain('Usage: npm run cli -- <command>');
    expect((await cli('users:delete-everyone')).code).toBe(2);
    expect((await cli()).code).toBe(2);
  });
});

describe('npm run cli -- db:seed-demo', () => {
  it('loads a PRO host and two members once', async () => {
    expect(await cli('db:seed-demo')).toMatchObject({ code: 0, lines: [expect.stringContaining('users')] });
    expect(await cli('db:seed-demo')).toMatchObject({ code: 0, lines: ['Demo data is already there; nothing changed.'] });
    expect(demoUsers.filter((u) => u.accessLevel === 'PRO')).toHaveLength(1);
    expect((await cli('users:set-access', demoUsers[0].email, 'PRO')).lines[0]).toContain('김하늘');
  });
});
