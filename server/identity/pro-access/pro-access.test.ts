import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../cli.ts';
import type { Database } from '../../platform/db/client.ts';
import { proAccessRequests, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { cookieHeader, signIn, signUp, type Cookies } from '../../test/sign-in.ts';

const operators = ['ops@moim.example', 'second.ops@moim.example'];
let t: TestApp;
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({
    env: { SMTP_URL: receiver.url, OPERATOR_EMAILS: ` ${operators[0]}, ${operators[1].toUpperCase()} ` },
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const ask = (cookies: Cookies | null, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/me/pro-access-request',
    headers: { ...(cookies ? { cookie: cookieHeader(cookies) } : {}), ...headers },
    payload,
  });
const mine = (cookies: Cookies) =>
  t.app.inject({ method: 'GET', url: '/v1/me/pro-access-request', headers: { cookie: cookieHeader(cookies) } });

const request = { name: '정유진', organization: 'Seoul Dev Club', plans: 'Monthly meetups for 80 frontend developers.' };

/** Runs one CLI command against the test database; answers its exit code and what it printed. */
async function cli(...args: string[]) {
  const lines: string[] = [];
  const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const command = parseCommand(args, output);
  if (!command) return { code: 2, text: lines.join('\n') };
  const code = await command({ db: t.db } as Database, t.clock, output);
  return { code, text: lines.join('\n') };
}

describe('asking for PRO access', () => {
  it('is stored, emails every operator, is listed and granted by the CLI, and the person is emailed in their language', async () => {
    const { cookies, email, user } = await signUp(t, receiver, { name: 'Yujin Jung', headers: { 'accept-language': 'ko' } });
    expect((await mine(cookies)).json().data).toBeNull();

    const asked = await ask(cookies, { ...request, plans: `  ${request.plans}  ` });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ ...request, status: 'PENDING', grantedAt: null });
    const [stored] = await t.db.select().from(proAccessRequests).where(eq(proAccessRequests.userId, user.id));
    expect(stored).toMatchObject({ ...request, status: 'PENDING' });
    expect((await mine(cookies)).json().data).toMatchObject({ status: 'PENDING', organization: 'Seoul Dev Club' });

    await t.drainOutbox();
    for (const operator of operators) {
      const [mail] = receiver.mailsTo(operator);
      expect(mail?.subject).toBe('PRO access request from 정유진');
      expect(mail?.text).toContain(`${email}`);
      expect(mail?.text).toContain(request.plans);
      expect(mail?.text).toContain(`npm run cli -- pro-access:grant ${email}`);
    }

    const listed = await cli('pro-access:list');
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(`${email}  정유진 (Seoul Dev Club)`);

    const granted = await cli('pro-access:grant', email.toUpperCase());
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.text).toContain(`${email} (Yujin Jung) now has PRO access; their request is granted.`);
    const [person] = await t.db.select({ accessLevel: users.accessLevel }).from(users).where(eq(users.id, user.id));
    expect(person?.accessLevel).toBe('PRO');
    const [marked] = await t.db.select().from(proAccessRequests).where(eq(proAccessRequests.userId, user.id));
    expect(marked).toMatchObject({ status: 'GRANTED', grantedAt: t.clock.now() });
    expect((await cli('pro-access:list')).text).not.toContain(email);

    await t.drainOutbox();
    const [told] = receiver.mailsTo(email).filter((mail) => mail.subject?.includes('PRO'));
    expect(told?.subject).toBe('모임 PRO 권한이 부여되었어요');
    expect(told?.text).toContain('Yujin Jung님, PRO 권한이 준비되었어요.');
    expect(told?.text).toContain(`${t.env.APP_ORIGIN}/events/new`);

    // The grant ended the old session (its access level changed): a fresh sign-in sees PRO.
    const grantedAt = t.clock.now().toISOString();
    t.clock.advance(10 * 60_000);
    const again = await signIn(t, receiver, email);
    expect((await mine(again)).json().data).toMatchObject({ status: 'GRANTED', grantedAt });
    expect((await ask(again, request, { 'accept-language': 'en' })).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'G20501',
      message: 'You already have PRO access.',
    });
  });

  it('keeps one pending request per person (409 G20500), in either language', async () => {
    const { cookies } = await signUp(t, receiver);
    expect((await ask(cookies, request)).statusCode).toBe(201);
    expect((await ask(cookies, request, { 'accept-language': 'ko' })).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'G20500',
      message: '이미 PRO 권한을 요청했어요. 권한이 부여되면 이메일로 알려 드릴게요.',
    });
  });

  it('checks the form, and needs a signed-in person', async () => {
    const { cookies } = await signUp(t, receiver);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...request, name: ' ' }, 'name', 'Please enter your name.'],
      [{ ...request, organization: '' }, 'organization', 'This field is required.'],
      [{ ...request, organization: 'x'.repeat(31) }, 'organization', 'Organization can be at most 30 characters.'],
      [{ ...request, plans: 'x'.repeat(1001) }, 'plans', 'This can be at most 1,000 characters.'],
      [{ name: 'A' }, 'plans', 'This field is required.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await ask(cookies, payload);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({
        statusCode: 400,
        errorCode: 'G00100',
        fields: { [field]: message },
      });
    }
    expect((await mine(cookies)).json().data).toBeNull();
    expect((await ask(null, request)).statusCode).toBe(401);
  });

  it('tells the operator in words when no account has the email', async () => {
    expect(await cli('pro-access:grant', 'nobody@moim.example')).toEqual({
      code: 1,
      text: 'No user has the email nobody@moim.example.',
    });
  });

  it('lets exactly one of several simultaneous requests by one person through', async () => {
    const { cookies } = await signUp(t, receiver);
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(cookies, request)));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'created' : answer.json().errorCode)).sort();
    expect(codes).toEqual(['G20500', 'G20500', 'G20500', 'G20500', 'G20500', 'created']);
  });
});
