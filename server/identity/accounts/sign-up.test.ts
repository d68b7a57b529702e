import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { cookieHeader, cookiesFrom, createUser, freshEmail, signUpToken } from '../../test/sign-in.ts';

let t: TestApp;
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('POST /v1/users', () => {
  it('creates the account for the verified email, opens the session and keeps the bio', async () => {
    const email = freshEmail();
    const token = await signUpToken(t, receiver, email);
    const res = await createUser(t, token, { name: '  김하늘  ', bio: '해커톤을 좋아합니다.' }, { 'accept-language': 'ko-KR' });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({ email, name: '김하늘', avatarUrl: null, locale: 'ko', accessLevel: 'DEFAULT' });
    expect(user.createdAt).toBe(t.clock.now().toISOString());
    const cookies = cookiesFrom(res);
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: cookieHeader(cookies) } });
    expect(me.json().data).toEqual(user);
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(profile.bio).toBe('해커톤을 좋아합니다.');
  });

  it('takes the locale from the body over the request language', async () => {
    const token = await signUpToken(t, receiver, freshEmail());
    const res = await createUser(t, token, { name: 'Alex', locale: 'en' }, { 'accept-language': 'ko' });
    expect(res.json().data.locale).toBe('en');
  });

  it('accepts name-like punctuation and refuses special characters, length and empty names', async () => {
    const token = await signUpToken(t, receiver, freshEmail());
    const cases: [unknown, string][] = [
      ['', 'Please enter your name.'],
      ['   ', 'Please enter your name.'],
      [undefined, 'Please enter your name.'],
      ['a'.repeat(41), 'Name can be at most 40 characters.'],
      ['<script>', "Name can't contain special characters."],
      ['Kim@home', "Name can't contain special characters."],
      ['...', "Name can't contain special characters."],
    ];
    for (const [name, message] of cases) {
      const res = await createUser(t, token, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'G00100', fields: { name: message } });
    }
    const bio = await createUser(t, token, { name: 'Ok', bio: 'x'.repeat(501) }, { 'accept-language': 'ko' });
    expect(bio.json().fields).toEqual({ bio: '소개는 최대 500자까지 입력할 수 있습니다.' });
    const good = await createUser(t, token, { name: 'Seo-yeon O’Brien (Jr.), dev_1', bio: 'x'.repeat(500) });
    expect(good.statusCode).toBe(201);
  });

  it('refuses a spent token (G01008) and a second account for an email in use (G09004), in both languages', async () => {
    const email = freshEmail();
    const first = await signUpToken(t, receiver, email);
    t.clock.advance(60_000);
    const second = await signUpToken(t, receiver, email);
    expect((await createUser(t, first, { name: 'First' })).statusCode).toBe(201);
    const reused = await createUser(t, first, { name: 'Again' });
    expect(reused.json()).toMatchObject({ statusCode: 401, errorCode: 'G01008' });
    const duplicate = await createUser(t, second, { name: 'Second' });
    expect(duplicate.json()).toMatchObject({
      statusCode: 409,
      errorCode: 'G09004',
      message: 'This email is already in use.',
    });
    const korean = await createUser(t, second, { name: 'Second' }, { 'accept-language': 'ko' });
    expect(korean.json()).toMatchObject({ errorCode: 'G09004', message: '이미 사용 중인 이메일입니다.' });
  });

  it('refuses an expired token', async () => {
    const token = await signUpToken(t, receiver, freshEmail());
    t.clock.advance(15 * 60_000);
    expect((await createUser(t, token, { name: 'Late' })).json().errorCode).toBe('G01008');
  });

  it('refuses a tampered token, a token of another kind and no token', async () => {
    const email = freshEmail();
    const token = await signUpToken(t, receiver, email);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: 'victim@moim.example' })).toString('base64url'),
      signature,
    ].join('.');
    expect((await createUser(t, tampered, { name: 'Mallory' })).json().errorCode).toBe('G01008');

    const account = await createUser(t, token, { name: 'Owner' });
    const accessToken = cookiesFrom(account).moim_at;
    expect((await createUser(t, accessToken, { name: 'Mallory' })).json().errorCode).toBe('G01008');
    const none = await t.app.inject({ method: 'POST', url: '/v1/users', payload: { name: 'Nobody' } });
    expect(none.json().errorCode).toBe('G01008');
    // The other way round: a sign-up token is not a session.
    const asSession = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: `moim_at=${token}` } });
    expect(asSession.json().errorCode).toBe('G01003');
  });
});
